import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { createQueryClient } from '@haulstop/shared/query';
import { fakeAdapter, providersWith } from '@haulstop/shared/testing';
import { payInvoice } from '@haulstop/shared/contracts/invoices';
import { changeRemoteVersion } from '@haulstop/shared/contracts/remote-versions';
import * as Type from 'typebox';
import type { InternalAxiosRequestConfig } from 'axios';
import { defineEndpoint, endpointUrl, successStatus } from '@haulstop/shared/contracts/endpoint';
import { createAccessCode, deleteLot, getLot, listAccessCodes, listLots, updateLot } from '@haulstop/shared/contracts/lots';
import { callEndpoint, endpointKey, useEndpointMutation, useEndpointPage, useEndpointQuery } from './endpoint';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});
beforeEach(() => sessionStore.setState({ token: 'T', saasOrgId: 2 }));

describe('a definition gives the call: method, URL from its path, query and body', () => {
  it('fills each :parameter of the path, URL-encoded, and refuses a missing one', () => {
    expect(endpointUrl(updateLot, { parkingLotId: 7 })).toBe('/api/parkingLots/7');
    expect(endpointUrl({ path: '/api/x/:name' }, { name: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
    expect(() => endpointUrl(getLot, {})).toThrow('parkingLotId');
  });

  it('answers with the lowest 2xx the definition declares: 201 for a create, 204 for a delete', () => {
    expect([successStatus(getLot), successStatus(createAccessCode), successStatus(deleteLot)]).toEqual([200, 201, 204]);
  });

  it('sends the method, path, query without empty values, and the body', async () => {
    const fake = fakeAdapter(() => ({ data: { ok: true } }));
    apiClient.defaults.adapter = fake.adapter;
    await callEndpoint(listLots, { query: { page: 1, size: 5, search: '' } });
    await callEndpoint(createAccessCode, { params: { parkingLotId: 3 }, body: { code: 'A1', validFrom: 'f', validTo: 't' } });
    await callEndpoint(deleteLot, { params: { parkingLotId: 4 } });
    expect(fake.calls).toEqual([
      { method: 'get', url: '/api/parkingLots', params: { page: 1, size: 5 }, data: undefined },
      { method: 'post', url: '/api/parkingLots/3/accessCodes', params: {}, data: { code: 'A1', validFrom: 'f', validTo: 't' } },
      { method: 'delete', url: '/api/parkingLots/4', params: {}, data: undefined },
    ]);
  });
});

describe('what a caller adds to a call', () => {
  it('sends the headers the caller gives (an Idempotency-Key) beside the API client’s own', async () => {
    const seen: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = async (config) => {
      seen.push({ ...config.headers });
      return { data: {}, status: 200, statusText: '200', headers: {}, config };
    };
    const body = { amountMinor: 100, payment: { method: 'CARD' as const, cardNumber: '4242424242424242' } };
    await callEndpoint(payInvoice, { params: { invoiceId: 3 }, headers: { 'idempotency-key': 'attempt-1' }, body });
    await callEndpoint(payInvoice, { params: { invoiceId: 3 }, body });
    expect(seen.map((headers) => headers['Idempotency-Key'])).toEqual(['attempt-1', undefined]);
    expect(seen[0]).toMatchObject({ Authorization: 'Bearer T' });
  });

  it('sends the If-Match the definition declares, so a change names the version it read', async () => {
    const seen: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = async (config) => {
      seen.push({ ...config.headers });
      return { data: {}, status: 200, statusText: '200', headers: {}, config };
    };
    await callEndpoint(changeRemoteVersion, { params: { remote: 'reports' }, headers: { 'if-match': '"registry-7"' }, body: { version: '1.0.0' } });
    await callEndpoint(changeRemoteVersion, { params: { remote: 'reports' }, body: { version: '1.0.0' } });
    expect(seen.map((headers) => headers['If-Match'])).toEqual(['"registry-7"', undefined]);
  });

  it('sends only the headers its definition declares: another is left out, as the API would not read it', async () => {
    const seen: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = async (config) => {
      seen.push({ ...config.headers });
      return { data: {}, status: 200, statusText: '200', headers: {}, config };
    };
    // A caller the types would stop, e.g. a cast: the header of another endpoint.
    const stray = { params: { parkingLotId: 4 }, headers: { 'if-match': '"x"' } } as unknown as Parameters<typeof callEndpoint<typeof deleteLot>>[1];
    await callEndpoint(deleteLot, stray);
    expect(seen[0]?.['If-Match']).toBeUndefined();
  });

  it('a read sent as a POST is kept under its body too, so two quotes never share an answer', () => {
    const one = endpointKey(payInvoice, { params: { invoiceId: 3 }, body: { amountMinor: 1, payment: { method: 'CARD' } } });
    const two = endpointKey(payInvoice, { params: { invoiceId: 3 }, body: { amountMinor: 2, payment: { method: 'CARD' } } });
    expect(one).not.toEqual(two);
    expect(endpointKey(getLot, { params: { parkingLotId: 9 } })).toEqual(['lots', '/api/parkingLots/:parkingLotId', { parkingLotId: 9 }]);
  });
});

describe('a definition gives the call its organisation and credentials', () => {
  const seen: InternalAxiosRequestConfig[] = [];
  beforeEach(() => {
    seen.length = 0;
    apiClient.defaults.adapter = async (config) => {
      seen.push(config);
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
  });
  const header = (name: string) => seen.map((config) => config.headers.get(name) ?? null);
  const ofOrg = defineEndpoint({
    method: 'GET',
    path: '/api/organization/:saasOrgId/things',
    params: Type.Object({ saasOrgId: Type.Integer() }),
    response: { 200: Type.Null() },
    access: { access: 'org', orgParam: 'saasOrgId', resource: 'documents', action: 'view' },
  });
  const open = defineEndpoint({ method: 'POST', path: '/api/open', body: Type.Object({}), response: { 200: Type.Null() }, access: { access: 'public' } });

  it('an endpoint acting only in the organisation of its path sends that organisation as X-Org-Id, not the session’s', async () => {
    await callEndpoint(ofOrg, { params: { saasOrgId: 7 } });
    await callEndpoint(listLots, {});
    expect(header('X-Org-Id')).toEqual(['7', '2']);
  });

  it('a call may name the organisation it acts in', async () => {
    await callEndpoint(listLots, { actingIn: 1 });
    expect(header('X-Org-Id')).toEqual(['1']);
  });

  it('a public endpoint is called without the bearer token and organisation', async () => {
    await callEndpoint(open, { body: {} });
    await callEndpoint(listLots, {});
    expect([header('Authorization'), header('X-Org-Id')]).toEqual([
      [null, 'Bearer T'],
      [null, '2'],
    ]);
  });
});

describe('hooks derived from a definition', () => {
  it('a read is cached in the current organisation under the definition’s cache prefix', async () => {
    const fake = fakeAdapter(() => ({ data: { parkingLotId: 9 } }));
    apiClient.defaults.adapter = fake.adapter;
    const client = createQueryClient();
    const { result } = renderHook(() => useEndpointQuery(getLot, { params: { parkingLotId: 9 } }), { wrapper: providersWith(client) });
    await waitFor(() => expect(result.current.data).toEqual({ parkingLotId: 9 }));
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['org', 2, ...endpointKey(getLot, { params: { parkingLotId: 9 } })]]);
    expect(endpointKey(getLot, { params: { parkingLotId: 9 } })[0]).toBe('lots');
  });

  it('a paged read sends the page with the filter and keeps the filter in its key', async () => {
    const fake = fakeAdapter(() => ({ data: { content: [{ accessCodeId: 1 }], totalElements: 1, page: 0, size: 10 } }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => useEndpointPage(listAccessCodes, { params: { parkingLotId: 5 } }), { wrapper: providersWith(createQueryClient()) });
    await waitFor(() => expect(result.current.totalElements).toBe(1));
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([['/api/parkingLots/5/accessCodes', { page: 0, size: 10 }]]);
  });

  it('a write makes stale exactly what its definition names, in every organisation, and nothing else', async () => {
    const fake = fakeAdapter(() => ({ data: {} }));
    apiClient.defaults.adapter = fake.adapter;
    const client = createQueryClient();
    const keys = [
      ['org', 2, 'lots', '/api/parkingLots', { page: 0, size: 100 }],
      ['org', 3, 'lots', '/api/parkingLots/:parkingLotId', { parkingLotId: 1 }],
      ['org', 2, 'availability', { startAt: 'x' }],
      ['org', 2, 'accessCodes', '/api/parkingLots/:parkingLotId/accessCodes', { parkingLotId: 1 }],
      ['org', 2, 'invoices'],
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    const { result } = renderHook(() => useEndpointMutation(updateLot), { wrapper: providersWith(client) });
    await act(() => result.current.mutateAsync({ params: { parkingLotId: 1 }, body: {} as never }));
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false]);
    expect(updateLot.invalidates).toEqual([['lots'], ['availability']]);
  });
});
