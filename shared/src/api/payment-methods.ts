import { listOpenAccounts, listPaymentMethods, OPEN_ACCOUNTS_CACHE, PAYMENT_METHODS_CACHE } from '@haulstop/shared/contracts/payment-methods';
import { useEndpointQuery } from './endpoint';

// Saved payment methods and open accounts, derived from their definitions (@haulstop/shared/contracts/payment-methods).
// A write is useEndpointMutation(createPaymentMethod | deletePaymentMethod | grantOpenAccount), which makes its list stale.

/** Cache keys of saved payment methods and open accounts; a save, delete or grant makes its list stale. */
export const paymentMethodKeys = { methods: PAYMENT_METHODS_CACHE, openAccounts: OPEN_ACCOUNTS_CACHE };

/** The current organisation's saved cards (last 4 only) and bank accounts. */
export const usePaymentMethods = () => useEndpointQuery(listPaymentMethods, {});

/** Open accounts granted to the current organisation (fleet), or by it (owner); all for the platform. */
export const useOpenAccounts = () => useEndpointQuery(listOpenAccounts, {});
