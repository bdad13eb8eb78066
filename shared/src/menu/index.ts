export * from './types';
export * from './manifest';
export * from './console-pages';
export * from './lookup';
export * from './unsaved-changes';
