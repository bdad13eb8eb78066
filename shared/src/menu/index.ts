export * from './types';
export * from './catalogue';
export * from './lookup';
export * from './pages';
export * from './manifest';
