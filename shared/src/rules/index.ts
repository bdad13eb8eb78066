export * from './messages';
export * from './limits';
export * from './field-rules';
export * from './form-rules';
export * from './route-access';
export * from './lot-rules';
export * from './signup-rules';
export * from './fleet-rules';
