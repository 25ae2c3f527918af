import { createHash } from 'node:crypto';
import { inlineScriptHashes, inlineScripts, scriptHash } from '@/lib/security/scriptHashes';

const page = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><p>Hi</p>
<script>self.__next_f=self.__next_f||[];</script>
<script type="module">import("/x.js")</script>
<SCRIPT>self.__next_f.push([1,"a&amp;b <\\/p>"])</SCRIPT >
<script>self.__next_f=self.__next_f||[];</script>
</body></html>`;

describe('inline script hashes', () => {
  it('takes every executable inline script verbatim and skips external scripts and data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      'self.__next_f=self.__next_f||[];',
      'import("/x.js")',
      'self.__next_f.push([1,"a&amp;b <\\/p>"])',
      'self.__next_f=self.__next_f||[];',
    ]);
  });

  it("hashes as CSP does: SHA-256 of the UTF-8 text, base64, quoted 'sha256-…'", () => {
    const digest = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(scriptHash('alert("é")')).toBe(`'sha256-${digest}'`);
  });

  it('lists each distinct hash once, so a new inline script is a new hash the old policy lacks', () => {
    const before = inlineScriptHashes(page);
    expect(before).toHaveLength(3);
    const after = inlineScriptHashes(page.replace('</body>', '<script>alert(1)</script></body>'));
    expect(after).toHaveLength(4);
    expect(after.filter((h) => !before.includes(h))).toEqual([scriptHash('alert(1)')]);
  });
});
