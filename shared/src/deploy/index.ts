export * from './resolve-version';
