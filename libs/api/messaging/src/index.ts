// Private messaging (issue 6): the SPEC §7 Conversations API.
export {};
