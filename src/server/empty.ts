/** What `import 'server-only'` resolves to in the bundled server entry (scripts/build-server.mjs): nothing. */
export {}
