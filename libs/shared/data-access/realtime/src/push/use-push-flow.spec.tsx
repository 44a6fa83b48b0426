import { act, renderHook } from '@testing-library/react';
import type { PushFlow, PushFlowSettings, PushFlowState } from './push-flow';
import { pushFlowSettings, usePushFlow, usePushFlowStart } from './use-push-flow';

function fakeFlow(initial: PushFlowState) {
  const listeners = new Set<(state: PushFlowState) => void>();
  const flow = {
    state: initial,
    onStateChange: (listener: (state: PushFlowState) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: jest.fn(async (_settings: PushFlowSettings) => undefined),
    allow: jest.fn(async () => undefined),
    refuse: jest.fn(),
    register: jest.fn(async () => undefined),
    stop: jest.fn(),
  } satisfies PushFlow;
  return { flow, emit: (state: PushFlowState) => listeners.forEach((listener) => listener(state)) };
}

const PUSH = { enabled: true, tokenCollectionDisabled: false, vapidPublicKey: 'BKey', tokenRefreshDays: 7, tokenExpiryDays: 15, snoozeDays: [1, 7, 15] };

describe('a page’s push flow', () => {
  it('follows the flow’s state and stops it with the page', () => {
    const { flow, emit } = fakeFlow('checking');
    const create = () => flow;
    const { result, unmount } = renderHook(() => usePushFlow(create));
    expect(result.current).toEqual({ flow, state: 'checking' });
    act(() => emit('prompt'));
    expect(result.current.state).toBe('prompt');
    unmount();
    expect(flow.stop).toHaveBeenCalledTimes(1);
  });

  it('is unsupported where the browser has no Web Push', () => {
    const create = () => null;
    const { result } = renderHook(() => usePushFlow(create));
    expect(result.current).toEqual({ flow: null, state: 'unsupported' });
  });

  it('starts once the settings are known, again only when they change', () => {
    const { flow } = fakeFlow('idle');
    const { rerender } = renderHook(({ userId }: { userId: string | null | undefined }) => usePushFlowStart(flow, userId === undefined ? null : pushFlowSettings(PUSH, userId, 'tr')), { initialProps: { userId: undefined as string | null | undefined } });
    expect(flow.start).not.toHaveBeenCalled();
    rerender({ userId: null });
    rerender({ userId: null });
    expect(flow.start).toHaveBeenCalledTimes(1);
    rerender({ userId: 'u1' });
    expect(flow.start).toHaveBeenCalledTimes(2);
    expect(flow.start).toHaveBeenLastCalledWith({ userId: 'u1', edition: 'tr', askEnabled: true, registrationDisabled: false, vapidPublicKey: 'BKey', tokenRefreshDays: 7, tokenExpiryDays: 15, snoozeDays: [1, 7, 15], firebase: null });
  });
});

describe('pushFlowSettings', () => {
  const firebase = { apiKey: 'AIzaKey', authDomain: 'd', projectId: 'p', appId: 'a', messagingSenderId: '1', vapidKey: 'BProjectKey', authEmulatorUrl: null, messaging: true };

  it('makes Firebase the platform only when the web config turns Messaging on with a key', () => {
    expect(pushFlowSettings(PUSH, null, 'en', firebase).firebase).toEqual(firebase);
    expect(pushFlowSettings(PUSH, null, 'en', { ...firebase, messaging: false }).firebase).toBeNull();
    expect(pushFlowSettings(PUSH, null, 'en', { ...firebase, vapidKey: null }).firebase).toBeNull();
    expect(pushFlowSettings(PUSH, null, 'en', null).firebase).toBeNull();
    expect(pushFlowSettings(PUSH, null, 'en').firebase).toBeNull();
  });
});
