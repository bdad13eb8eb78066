export * from './product';
export * from './organizations';
export * from './reservation';
export * from './ui';
export * from './languages';
export * from './catalogue';
export * from './uploads';
export * from './pricing';
