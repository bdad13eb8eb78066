// What /reserve shows only once a search is made: the results (map and list) and the booking's
// steps. In a chunk of its own, loaded when the person starts on the search form or searches, so
// the page's first view (heading, counts, steps, the form) evaluates only what it draws.
export { LotMap } from '../features/map/LotMap';
export { AvailabilityList } from '../features/reserve/AvailabilityList';
export { Confirmation } from '../features/reserve/Confirmation';
export { EntriesStep } from '../features/reserve/EntriesStep';
export { PaymentStep } from '../features/reserve/PaymentStep';
export { ReviewStep } from '../features/reserve/ReviewStep';
