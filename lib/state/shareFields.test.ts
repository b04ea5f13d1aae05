import { describe, expect, it } from 'vitest';
import { decodePermalink, permalinkCodec } from './permalink';
import { OLD_LINKS } from './permalink.fixtures';
import { field, oneOf, orNull, readShare, shareChanged, SHARE_FIELDS, writeShare } from './shareFields';
import { createPlaygroundStore, initialState, PANES, type PlaygroundState } from './store';

describe('SHARE_FIELDS', () => {
  it('gives every field its own name and parameter', () => {
    const keys = SHARE_FIELDS.map((f) => f.key);
    const params = SHARE_FIELDS.map((f) => f.param);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(params).size).toBe(params.length);
    // the codec's own parameters: version and checksum
    expect(params).not.toContain('v');
    expect(params).not.toContain('h');
  });
});

describe('a new shareable field is one row', () => {
  // Hypothetical: the token view becomes part of the link. Nothing but this row is added.
  const WITH_TOKEN_VIEW = [
    ...SHARE_FIELDS,
    field({ key: 'tokenView', param: 'tv', default: null, codec: orNull(oneOf(PANES)), read: (s: PlaygroundState) => s.tokenView, write: (v) => ({ tokenView: v }) }),
  ] as const;
  const codec = permalinkCodec(WITH_TOKEN_VIEW);

  it('round-trips through a link', () => {
    const state = { ...readShare(WITH_TOKEN_VIEW, initialState()), tokenView: 'ultra' as const };
    const link = codec.encode(state);
    expect(link).toMatch(/&tv=ultra&h=[0-9a-z]+$/);
    expect(codec.decode(link)).toEqual({ ok: true, state, warnings: [] });
  });

  it('is a known parameter of its codec only', () => {
    expect(codec.known.has('tv')).toBe(true);
    const link = codec.encode({ ...readShare(WITH_TOKEN_VIEW, initialState()), tokenView: 'lite' });
    expect(decodePermalink(link)).toMatchObject({ ok: true, warnings: ['ignored unknown link parameter: tv'] });
  });

  it('leaves old links as they were: they open with its default, which is left out', () => {
    for (const { link, state } of OLD_LINKS) {
      expect(codec.decode(link)).toEqual({ ok: true, state: { ...state, tokenView: null }, warnings: [] });
      expect(codec.encode({ ...state, tokenView: null })).toBe(link);
    }
  });

  it('is read from the store, watched for changes and loaded into the store', () => {
    const store = createPlaygroundStore();
    const before = store.getState();
    before.setTokenView('full');
    const after = store.getState();
    expect(shareChanged(SHARE_FIELDS, after, before)).toBe(false);
    expect(shareChanged(WITH_TOKEN_VIEW, after, before)).toBe(true);
    expect(readShare(WITH_TOKEN_VIEW, after).tokenView).toBe('full');
    store.setState(writeShare(WITH_TOKEN_VIEW, { ...readShare(WITH_TOKEN_VIEW, after), tokenView: 'lite' }, after));
    expect(store.getState().tokenView).toBe('lite');
  });
});
