/**
 * The page's app, which the build writes into every prerendered page as a `<template>`
 * (web/build/app-modules.ts) and the page's loader starts after the first paint
 * (web/src/entry-client.ts).
 */

/** The id of the `<template>` that holds the app's entry script and its modulepreloads. */
export const APP_MODULES_ID = 'app-modules';
