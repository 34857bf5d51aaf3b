// Preloaded (node -r) under Debian's webpack when Node is not Debian's own build (NodeSource's, say): Debian patches
// enhanced-resolve to find its modules from process.config.variables.node_relative_path, which only Debian's nodejs
// sets. This gives it the value Debian's nodejs has (its module folders under /usr); a Debian nodejs is left alone.
const v = process.config.variables;
if (typeof v.node_relative_path !== 'string') {
  const config = structuredClone(process.config);
  const triplet = `${{ x64: 'x86_64', arm64: 'aarch64' }[process.arch] ?? process.arch}-linux-gnu`;
  Object.assign(config.variables, { node_prefix: '/usr', node_relative_path: `lib/${triplet}/nodejs:share/nodejs:lib/nodejs` });
  Object.defineProperty(process, 'config', { value: Object.freeze(config), configurable: true, enumerable: true });
}
