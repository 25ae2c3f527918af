// The door of the lead contract: everything the browser and the forms host share.
export * from './answers';
export * from './career';
export * from './contact';
export * from './cv';
export * from './cvFile';
export * from './fields';
export * from './limits';
export * from './honeypot';
export * from './messages';
export * from './optin';
export * from './options';
export * from './payloads';
export * from './source';
export * from './sourceNames';
export * from './proofOfWork';
