export * from './company';
export * from './content';
export * from './kaizen';
export * from './language';
export * from './role';
export * from './sequence';
export * from './team';
export * from './user';
