/**
 * The account menu's link to the offline order book, in a file of its own: the shell carries this
 * text only, the other texts of it-offline.ts come with the offline pages.
 */
export const itOfflineMenu = { link: 'Uso offline' } as const;
