/** Marks the author's parts of a recipe page in the server's HTML, for the browser to load their code before hydrating. */
export const ownerPartsMarker = "data-owner-parts";
