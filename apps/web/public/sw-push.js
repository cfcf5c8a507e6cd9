/*
 * The address of Ritrova's first service worker (push only, decision 036). Browsers that subscribed
 * to push with it keep checking it for updates: it now runs the one worker of the app (decision 064),
 * so they get the offline app and the same notifications without subscribing again.
 */
importScripts('/sw.js');
