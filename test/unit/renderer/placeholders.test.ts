import { describe, expect, it } from 'vitest';
import { placeholderWarning, unknownPlaceholders } from '../../../src/renderer/src/lib/placeholders';

describe('cheatsheet placeholders', () => {
  it('lists each unknown placeholder once, in order; the two known ones pass', () => {
    const text = '{{equation1}} {{equation3}} {{ equation2 }} {{equation3}} {{equation2}}';
    expect(unknownPlaceholders(text)).toEqual(['{{equation3}}', '{{ equation2 }}']);
    expect(unknownPlaceholders('{{equation1}} implies {{equation2}}')).toEqual([]);
  });

  it('says in words what happens to them', () => {
    expect(placeholderWarning('{{equation1}}')).toBeNull();
    expect(placeholderWarning('see {{eq3}}')).toMatch(
      /^\{\{eq3\}\} is not a placeholder the platform fills in/,
    );
  });
});
