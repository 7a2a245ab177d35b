// Preloaded into Payload scripts: unless the script reaches its own process.exit(0), the process
// ends with this code. See scripts/payload-script.mjs.
process.exitCode = 75
