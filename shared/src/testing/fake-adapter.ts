import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

export type FakeCall = { method?: string; url?: string; params: Record<string, unknown>; data: unknown };

/**
 * A fake transport for apiClient: records calls and answers with `answer(call)` (status ≥ 400
 * rejects as axios does).
 * @example const { adapter, calls } = fakeAdapter(() => ({ data: [] })); apiClient.defaults.adapter = adapter;
 */
export function fakeAdapter(answer: (call: FakeCall) => { status?: number; data: unknown }) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: config.method,
      url: config.url,
      params: { ...(config.params as object) },
      data: config.data ? JSON.parse(String(config.data)) : undefined,
    };
    calls.push(call);
    const { status = 200, data } = answer(call);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  return { adapter, calls };
}
