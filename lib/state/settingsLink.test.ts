import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink, type ShareState } from './permalink';
import { defaultShare } from './session';
import { decodeSettingsLink, encodeSettingsLink, isSettingsLink } from './settingsLink';

const state: ShareState = {
  ...defaultShare(),
  input: 'The private text of the sender.',
  checker: 'Their checker text.',
  profileId: 'terse',
  budget: 71,
  thresholds: { lower: 10, upper: 60 },
  securitySensitive: true,
  rules: { groups: { article: false } },
};
const screen = { input: 'The receiver text.', checker: '' };

describe('settings-only links', () => {
  it('carry every setting and neither text', () => {
    const frag = encodeSettingsLink(state);
    expect(isSettingsLink(frag)).toBe(true);
    expect(frag).not.toMatch(/(^|&)(i|k)=/);
    const d = decodeSettingsLink(frag, screen);
    expect(d).toEqual({ ok: true, state: { ...state, ...screen }, warnings: [] });
  });

  it('are told apart from links with the text', () => {
    expect(isSettingsLink(encodePermalink(state))).toBe(false);
    expect(isSettingsLink('#' + encodeSettingsLink(state))).toBe(true);
  });

  it('are refused whole by the text-link decoder (a page that predates them)', () => {
    const d = decodePermalink(encodeSettingsLink(state));
    expect(d.ok).toBe(false);
  });

  it('keep the checksum: an edited settings link is refused', () => {
    const frag = encodeSettingsLink(state).replace('b=71', 'b=72');
    expect(decodeSettingsLink(frag, screen)).toMatchObject({ ok: false, error: expect.stringMatching(/checksum/) });
  });
});
