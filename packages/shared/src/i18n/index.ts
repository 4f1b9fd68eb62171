export * from './compile';
export * from './dates';
export * from './english-index';
export * from './locales';
