import { apiErrorOf, errorMessageOf } from '@haulstop/shared/auth';
import type { TFunction } from 'i18next';

/** A refused change in words: a full lot is SPEC §8's "slot already booked"; otherwise the server's errorMessage. */
export function refusalMessage(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (apiErrorOf(error)?.errorCode === 'SLOT_ALREADY_BOOKED') return t('messages.slotAlreadyBooked');
  return errorMessageOf(error, t('common.somethingWentWrong'));
}
