// @vitest-environment node
import { jsonShapeProblem } from '../src/http/jsonShape';

const limits = { maxDepth: 3, maxValues: 5 };

describe('jsonShapeProblem', () => {
  it('lets a form body through, whatever its strings hold', () => {
    const body = JSON.stringify({ a: '[[[[{{{{,,,,,,,', b: { c: ['x', 'y'] }, d: 'say \\"[[[[\\"' });
    expect(jsonShapeProblem(body, limits)).toBeNull();
    expect(jsonShapeProblem('{"a":"\\\\"}', limits)).toBeNull();
  });

  it('refuses nesting past the depth, in arrays or objects', () => {
    expect(jsonShapeProblem('[[[1]]]', limits)).toBeNull();
    expect(jsonShapeProblem('[[[[1]]]]', limits)).toBe('too_deep');
    expect(jsonShapeProblem('{"a":{"b":{"c":{"d":1}}}}', limits)).toBe('too_deep');
    // An escaped quote does not end a string: the brackets after it are still inside.
    expect(jsonShapeProblem('{"a":"\\"[[[[[["}', limits)).toBeNull();
  });

  it('refuses more values than allowed', () => {
    expect(jsonShapeProblem('[1,2,3,4,5,6]', limits)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4,5,6,7]', limits)).toBe('too_wide');
    expect(
      jsonShapeProblem(JSON.stringify(Object.fromEntries([...'abcdefg'].map((k) => [k, 1]))), limits),
    ).toBe('too_wide');
  });

  it('refuses the hostile bodies of a whole CV allowance with the default limits', () => {
    expect(jsonShapeProblem('['.repeat(5_000_000))).toBe('too_deep');
    expect(jsonShapeProblem('[' + '0,'.repeat(5_000_000) + '0]')).toBe('too_wide');
  });

  it('leaves malformed JSON to JSON.parse', () => {
    expect(jsonShapeProblem('{"a":"unterminated', limits)).toBeNull();
  });
});
