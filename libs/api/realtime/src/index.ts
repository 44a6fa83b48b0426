// The realtime socket at /ws (issue 6) and its Redis fan-out across api replicas.
export {};
