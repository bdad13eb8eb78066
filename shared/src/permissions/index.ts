export * from './context';
export * from './filter-menu';
export * from './organizations';
export * from './carrier-network';
export * from './access';
export * from './money';
export * from './reservations';
export * from './api-keys';
