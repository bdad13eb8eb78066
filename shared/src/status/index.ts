export * from './status-color';
export * from './forced-paid';
