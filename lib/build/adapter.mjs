// The build adapter next.config.ts names (`adapterPath`): Next imports it with Node's own
// loader, which cannot read TypeScript, so the work is in onBuildComplete.ts, loaded through tsx
// at build only (`next start` and `next dev` load this file too).
/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'polyfence-build',
  async onBuildComplete(context) {
    const { tsImport } = await import('tsx/esm/api');
    const { onBuildComplete } = await tsImport('./onBuildComplete.ts', import.meta.url);
    await onBuildComplete(context);
  },
};

export default adapter;
