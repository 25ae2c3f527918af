// The door of the lead contract: everything the browser and the forms host share.
export * from './answers';
export * from './career';
export * from './contact';
export * from './cv';
export * from './fields';
export * from './honeypot';
export * from './messages';
export * from './optin';
export * from './options';
export * from './source';
export * from './proofOfWork';
