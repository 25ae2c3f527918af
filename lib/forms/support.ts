/** Where visitors with an existing account write with questions (signup 409 message). */
export const SUPPORT_EMAIL = 'support@polyfence.com';
