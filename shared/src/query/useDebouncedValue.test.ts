import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue: a search is asked once typing pauses', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the last settled value while it keeps changing, then takes the last one after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'R' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'Re' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('Re');
  });
});
