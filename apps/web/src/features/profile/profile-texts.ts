/** How long the new profile link's toast stays after a username change. */
export const NEW_LINK_TOAST_MS = 3000;
