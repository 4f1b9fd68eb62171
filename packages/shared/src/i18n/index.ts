export * from './compile';
export * from './english-index';
export * from './locales';
