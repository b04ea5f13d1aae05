// The ledger (SPEC §3): every difference is a licensed edit or a finding with its class, at its
// place in both texts. Each class is read here on sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { check } from './check';
import { compressAll } from './compress';
import type { Finding } from './types';

const findings = (v: string, c: string, intensity?: 'lite' | 'full' | 'ultra') => check(v, c, intensity ? { intensity } : {}).findings;
const fails = (v: string, c: string) => findings(v, c).filter((f) => f.severity === 'fail');
const at = (text: string, f: Finding, side: 'verbose' | 'compressed') => text.slice(f[side].start, f[side].end);

/** A faithful pair: no finding at all, and no failing finding (a review left to a reader is allowed). */
const noFinding = (v: string, c: string) => expect(findings(v, c).map((f) => [f.severity, f.class, f.message]), c).toEqual([]);
const noFailure = (v: string, c: string) => expect(fails(v, c).map((f) => [f.class, f.message]), c).toEqual([]);

/** A change of one class: a failing finding of that class whose compressed place holds `where`. */
function changed(cls: Finding['class'], v: string, c: string, where: string) {
  const fs = fails(v, c);
  const hit = fs.find((f) => f.class === cls);
  expect(hit, `${cls}: ${JSON.stringify(fs.map((f) => [f.class, f.message]))}`).toBeDefined();
  expect(at(c, hit!, 'compressed')).toContain(where);
  expect(hit!.restore).toBeTruthy();
}

describe('the ledger reports each class of meaning change in the sentence that changed', () => {
  it('negation, a lexical negative counting as one', () => {
    changed('negation', 'The export does not retry on a timeout.', 'Export retries on timeout.', 'retries');
    changed('negation', 'The cache is warm.', 'Cache is not warm.', 'not');
    expect(fails('The project has no tests for the parser.', 'Project lacks tests for parser.')).toEqual([]);
    expect(fails('If you do not have any tokens, ask.', "If you don't have tokens, ask.")).toEqual([]);
  });

  it('hedges dropped, and certainty put where a guess stood', () => {
    changed('hedge', 'The leak was probably introduced in 2.1.', 'Leak introduced in 2.1.', 'Leak introduced');
    changed('hedge', 'I think the index should be rebuilt.', 'Index should be rebuilt.', 'Index');
    changed('hedge', 'The summary can read SAFE on a risky report.', 'Summary reads SAFE on risky report.', 'reads');
    changed('hedge', 'The race seems possible in the loop.', 'Race occurs in loop.', 'occurs');
    expect(fails('It might fail under heavy load.', 'Might fail under heavy load.')).toEqual([]);
  });

  it('limiters and conditions', () => {
    changed('limiter', 'Retry only after 250 ms, except for HTTP 429.', 'Retry after 250 ms, including HTTP 429.', 'Retry after');
    changed('limiter', 'Keep the flag for at least one release.', 'Keep flag for one release.', 'for one');
    changed('limiter', 'Pin the version if you run the old agent.', 'Pin the version.', 'version');
    expect(fails('Pin the version when you run the old agent.', 'Pin version if you run old agent.')).toEqual([]);
  });

  it('quantifiers', () => {
    changed('quantifier', 'The scan is clean for the changed files.', 'Scan clean for all files.', 'all');
    changed('quantifier', 'It fails occasionally under load.', 'It fails under load.', 'fails under');
    expect(fails('Took all heap profiles.', 'Took every heap profile.')).toEqual([]);
  });

  it('comparisons and order', () => {
    changed('comparison', 'The hook runs before the model call.', 'Hook runs after model call.', 'after');
    changed('comparison', 'It needs less code.', 'It needs more code.', 'more');
    changed('comparison', 'Set the pool size large enough.', 'Set pool size small enough.', 'small');
  });

  it('tense and mood', () => {
    changed('tense', 'The harness is adding a field to the record.', 'Harness added field to record.', 'added');
    changed('tense', 'The docs gave the token the same behavior.', 'Docs give token same behavior.', 'give');
    changed('tense', 'Handoffs now default to a verifiable status.', 'Handoffs will default to verifiable status.', 'will');
    changed('tense', 'The token previously had the same behavior.', 'Docs give token same behavior.', 'token');
    expect(fails('The token previously had the same behavior.', 'Docs gave token same behavior.').filter((f) => f.class === 'tense')).toEqual([]);
    expect(fails('The migration has been applied.', 'Migration applied.')).toEqual([]);
    // a present act and its -ing form, no auxiliary: the same time, no finding; a past one read as ongoing: a review
    expect(findings('The hook fires on every save.', 'Hook firing on every save.').filter((f) => f.class === 'tense')).toEqual([]);
    expect(findings('If you installed 1.6, upgrade.', 'If installing 1.6, upgrade.').filter((f) => f.class === 'tense').map((f) => f.severity)).toEqual(['review']);
  });

  it('actors: a person, agent or group dropped or exchanged; a pronoun for a thing is none', () => {
    changed('actor', 'The user could not tell the results apart.', 'Agent could not tell results apart.', 'Agent');
    changed('actor', "So I'd like to stop the renames.", "So we'd like to stop renames.", 'we');
    changed('actor', 'They kept the old index.', 'Kept old index.', 'Kept');
    expect(fails('Both tables use the index, but they differ in order.', 'Both tables use index, but differ in order.')).toEqual([]);
    // the addressee's act become a participle before its noun: a review, nobody else acts
    const reduced = findings('Both probes you reported fail on the old build.', 'Both reported probes fail on old build.').filter((f) => f.class === 'actor');
    expect(reduced.map((f) => f.severity)).toEqual(['review']);
    changed('actor', 'Both probes you reported fail on the old build.', 'Both probes fail on old build.', 'probes');
  });

  it('roles: who did what to whom, a word moved across its verb', () => {
    changed('role', 'It renames `old_name()` to `new_name()` in the docs.', 'Renames `new_name()` to `old_name()` in docs.', '`new_name()`');
    changed('role', 'The dead guard inherits the parent path ceiling.', 'Parent path inherits dead guard ceiling.', 'Parent');
    changed('comparison', "I'd rather make migration harder than keep two APIs.", "I'd rather keep two APIs than make migration harder.", 'keep');
    // a word that may be a noun is the verb after a code span that acts
    changed('role', '`design.md` records that; `README.md` never caught up.', '`README.md` records that; `design.md` never caught up.', '`README.md`');
    expect(fails('`design.md` records that; `README.md` never caught up.', '`design.md` records it; `README.md` never caught up.')).toEqual([]);
  });

  it('a report turned into an instruction', () => {
    changed('mood', 'I would make CI run tests with `-race`.', 'Make CI run tests with `-race`.', 'Make');
    changed('mood', 'I checked the copy of the result.', 'Check copy of result.', 'Check');
    changed('mood', 'We will run the twelve remaining tests.', 'Run 12 remaining tests.', 'Run');
    expect(fails('I checked the copy of the result.', 'Checked copy of result.')).toEqual([]);
  });

  it('a cause invented where the verbose text states none', () => {
    changed('cause', 'The crash happens when the proxy is under load.', 'Crash happens because proxy under load.', 'because');
    changed('cause', 'It returns early, then the caller retries.', 'Returns early -> caller retries.', '->');
    changed('cause', 'The claim was never made, and this costs no call.', 'Claim never made, so this costs no call.', 'so');
    // a cause the verbose text states, written anew, licenses one cause word, not two
    expect(fails('It returns an error, which makes us retry.', 'Returns error, so we retry.')).toEqual([]);
    changed('cause', 'It fails, and then the caller retries, which makes us wait.', 'Fails -> caller retries, so we wait.', '->');
    expect(fails('Since it already uses atomics, a lock adds nothing.', 'Already uses atomics, so lock adds nothing.')).toEqual([]);
    expect(fails('The retry causes a timeout.', 'Retry -> timeout.')).toEqual([]);
    // a cause stated in one sentence does not license one that joins it to the next
    changed('cause', 'I moved to the beta because of the new search. However it crashes often.', 'Moved to beta for new search, which causes crashes often.', 'causes');
    changed('cause', 'We pinned the version because of the bug. The build is slow.', 'Pinned version for bug, so build slow.', 'so');
    // one stated in the sentence its next words come from does
    expect(fails('The build is slow. The cold cache causes it.', 'Build slow because of cold cache.').filter((f) => f.class === 'cause')).toEqual([]);
  });

  it('a claim lost with no rule behind it', () => {
    changed('claim', 'The fix is small; the tool description stops pretending the fields exist.', 'Fix small.', 'small');
  });

  it('numbers, units and protected spans', () => {
    changed('number', 'We saw five incidents this week.', 'Saw five incidents this month.', 'month');
    changed('number', 'The same 137 failures remain.', 'Same 237 failures remain.', '237');
    changed('protected', 'Edit `runner/tests/test_backend.py` first.', 'Edit `runner/tests/test_driver.py` first.', 'test_driver');
  });
});

describe('licensed edits are no finding', () => {
  const clean = (v: string, c: string) => expect(findings(v, c).filter((f) => f.severity === 'fail'), JSON.stringify(findings(v, c))).toEqual([]);

  it('articles, fillers, copulas, the author pronoun before a past tense, digits, symbols, contractions', () => {
    clean('I have basically implemented the retry in order to be sure that the upload does not fail.', "Added retry to be sure upload doesn't fail.");
    clean('The build completed after three waves and the database is ready.', 'Build completed after 3 waves + DB ready.');
    clean('The p95 latency is approximately 198ms.', 'p95 latency ~198ms.');
    clean('Please note that the cache is not warm, so the first request was slow.', 'Cache not warm -> first request was slow.');
  });

  it('listed paraphrases and noun-phrase reorders', () => {
    clean('The test consults both records.', 'Test checks both records.');
    clean('It is a place to talk about locking.', 'Place to discuss locking.');
    clean('It should be taken into account, I think.', 'Should be considered, I think.');
    clean('See the difference between SSD and CSD.', 'See SSD/CSD difference.');
  });

  it('a synonym or a verb for its noun (WordNet), a softening determiner, a past copula, a step\'s "attempt to": not even a review', () => {
    const none = (v: string, c: string) => expect(findings(v, c), JSON.stringify(findings(v, c))).toEqual([]);
    none('The race test discovered a leak in the pool.', 'Race test found leak in pool.');
    none('The two values have different semantics.', 'The two values differ in semantics.');
    none('Fixes various spelling errors.', 'Fixes spelling errors.');
    none('The public scan was clean for the changed files.', 'Public scan clean for changed files.');
    none('2. Attempt to launch it.', '2. Launch it.');
    none('If you have version 1.6.0, grab 1.7.1.', 'If you have 1.6.0, grab 1.7.1.');
  });

  it('those licences stop where the meaning could move', () => {
    const reviews = (v: string, c: string) => findings(v, c).filter((f) => f.severity === 'review').map((f) => f.class);
    // "some of" counts a part of a whole; "tried to fix" is no claim that it was fixed
    expect(reviews('Some of the tests fail on CI.', 'Tests fail on CI.')).toContain('quantifier');
    expect(findings('I tried to fix the flaky test.', 'Fixed flaky test.').length).toBeGreaterThan(0);
    // a synonym of another sense is no licence for a claim word: "pass" and "fail" are never exchanged
    expect(fails('The tests pass on CI.', 'Tests fail on CI.').length).toBeGreaterThan(0);
    // a past copula exchanged for a present one is still a tense change
    changed('tense', 'The cache was warm.', 'Cache is warm.', 'is');
  });

  it("the core's own outputs have no finding at any intensity", () => {
    const text = 'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password using bcrypt with twelve rounds before storing the user record in the database.\n\nThe reviewer flagged two critical issues, which might be related to the timeout. We will then run the twelve remaining tests.\n';
    const all = compressAll(text);
    for (const i of ['lite', 'full', 'ultra'] as const) expect(findings(text, all[i].output, i), `${i}: ${all[i].output}`).toEqual([]);
  });
});

describe('round 5: what careful rewriters write, and what a model gets wrong, on texts read fresh', () => {
  const clean = (v: string, c: string) => expect(fails(v, c), `${v} -> ${c}`).toEqual([]);
  it('abbreviated and informal forms of a word are that word', () => {
    clean('The jobs converge on a plan without weighing the options.', 'Jobs converge on plan w/o weighing options.');
    clean('The runs fail cos of the timeout.', 'Runs fail because of timeout.');
    clean('The build was slow because of the cache.', 'Build slow b/c of cache.');
  });

  it('lexical negatives: a prefix or a verb that negates counts as the negation', () => {
    clean("Reviewers don't see the trade-offs.", 'Reviewers miss the trade-offs.');
    clean('It leaves the index untouched.', "Doesn't touch the index.");
    clean('There is no way to say which run won.', "Can't say which run won.");
    changed('negation', 'The config stays unchanged.', 'Config changes.', 'changes');
  });

  it('voice and ability, not time: a modal passive made active, "was able to" as the past, "could be X-ed" as "X-able"', () => {
    clean('The whole cache must be rebuilt to retry.', 'Whole cache must rebuild to retry.');
    clean('If the snapshot cannot be loaded, it stops.', "If snapshot can't load, it stops.");
    clean('We were able to find a second leak.', 'Found a second leak.');
    clean('It settled what could be settled.', 'Settled what was settleable.');
    clean('A flag that can be used to set the name.', 'Flag sets the name.');
    changed('tense', 'The fix was merged yesterday.', 'Fix is merged yesterday.', 'is');
  });

  it("a list item's opening verb names a change in either form; a paragraph's does not", () => {
    clean('- Remove the pinned versions\n', '- Removed the pinned versions\n');
    expect(fails('Remove the pinned versions.', 'Removed the pinned versions.').map((f) => f.class)).toContain('tense');
  });

  it('limiters of one sense may stand for each other; "all" before an adjective is a degree', () => {
    clean('The only blocker is the lint step.', 'Sole blocker = lint step.');
    clean('It counts each run (not just the totals).', 'Counts each run (not only totals).');
    clean('The checks are fully green.', 'Checks all green.');
    changed('quantifier', 'Log every retry of the queue.', 'Log the retry of queue.', 'the retry');
  });

  it('a suggestion framed and a question asked stay so', () => {
    changed('mood', 'It would be good to start pruning the flaky tests.', 'Start pruning flaky tests.', 'Start');
    changed('hedge', 'Was it a workaround for a bug in the field?', 'It was a workaround for a bug in the field.', 'workaround');
    changed('hedge', 'It does feel like more tape over the crack.', 'It is more tape over crack.', 'is');
    changed('hedge', 'I prefer to blame the test server.', 'Test server is to blame.', 'is');
    clean('Was it a workaround for a bug in the field?', 'Workaround for a field bug?');
  });

  it('who wins a comparison, whatever word states it; a compound made of an infinitive is no swap', () => {
    changed('comparison', 'A refusal is more useful than a forced winner.', 'Forced winner beats refusal.', 'refusal');
    clean('A refusal is more useful than a forced winner.', 'Refusal beats forced winner.');
    clean('- Added support to unzip the bundle for macOS\n', '- Added bundle unzip support for macOS\n');
  });

  it('a typo fixed is the same word; common shorter words a careful rewriter uses are no review', () => {
    const none = (v: string, c: string) => expect(findings(v, c), `${v} -> ${c}`).toEqual([]);
    none('Sorry for the amout of churn.', 'Sorry for amount of churn.');
    none('It serves data in paralel to the clients.', 'Serves data in parallel to clients.');
    none('The round runs after all questions complete.', 'Round runs after all questions done.');
    none('The exact reason for the timeouts is unknown.', 'Exact cause for timeouts unknown.');
    // a real word for another real word is no typo
    expect(findings('The build is slower.', 'The build is flower.').length).toBeGreaterThan(0);
  });

  it('a run of words dropped is a claim lost, whatever was written elsewhere in the sentence', () => {
    changed('claim', 'The fix is correct, well-tested, and verified independently by direct execution; the ask is to check the box instead.', 'Fix correct, well-tested; ask = tick the box instead.', 'tested; ask');
  });
});

describe('round 5, third set read fresh', () => {
  const clean = (v: string, c: string) => expect(fails(v, c), `${v} -> ${c}`).toEqual([]);
  it('forms that say the same time or the same claim', () => {
    clean("I wouldn't have merged it if I got a report like that.", "Wouldn't have merged it if I'd got report like that.");
    clean("Until now I didn't face this issue.", "Haven't faced this issue so far.");
    clean('We encountered a flaky test in CI.', 'Hit a flaky test in CI.');
    clean('The flag can allow pre-releases.', 'Pre-releases can be allowed.');
    clean('Neither of us could tell them what they should be doing differently.', 'Neither of us could tell them what to do differently.');
    clean('It adds a state to avoid side effects triggering the callbacks.', 'Adds state so side effects do not trigger callbacks.');
    clean('It adds a state to avoid side effects triggering the callbacks.', 'Adds state to keep side effects from triggering callbacks.');
    clean('Note that `protect` no longer exists in v8.', 'Note: `protect` gone in v8.');
    clean('It happens even if the entity exists at the time the command was sent.', 'Happens even if entity exists when command sent.');
    clean('I recommend a warning for the case where a computed value has side effects.', 'I recommend a warning when a computed value has side effects.');
    clean('A better fix would be to rework the optimization.', 'Better fix: rework the optimization.');
  });
  it('negative concord, a negative prefix, a plural of an abbreviation the profile writes', () => {
    clean('No warnings to the console or anything else strange.', 'No console warnings, nothing else strange.');
    clean("Sorry if that wasn't clear.", 'Sorry if unclear.');
    clean('It updates the dependencies.', 'Updates deps.');
    changed('hedge', 'Sorry if that was clear.', 'Sorry if unclear.', 'unclear');
  });

  it('and what still changes it', () => {
    changed('negation', 'It adds a state to avoid side effects triggering the callbacks.', 'Adds state so side effects trigger callbacks.', 'so');
    changed('tense', 'We will encounter a flaky test in CI.', 'Encountered a flaky test in CI.', 'Encountered');
    changed('mood', 'A better fix would be to rework the optimization.', 'Rework the optimization.', 'Rework');
  });
});

describe('round 6: sets read fresh (7 and 8)', () => {
  const clean = (v: string, c: string) => expect(fails(v, c), `${v} -> ${c}`).toEqual([]);
  const passes = (v: string, c: string) => expect(check(v, c, {}).pass, `${v} -> ${c}`).toBe(true);
  it('a count, an ordinal, a factor or an approximation spelled another way is the same number', () => {
    passes('I used 4 different robots and 2 laptops.', 'Used four different robots + two laptops.');
    passes('The provider could treat the second call as a new refund.', 'Provider could treat 2nd call as new refund.');
    passes('It is (7x slower) here.', 'It is (7 times slower) here.');
    passes('I get ~3 ms on 0.11.1 (~1%).', 'I get about 3 ms on 0.11.1 (approximately 1%).');
    expect(check('I get ~3 ms on 0.11.1.', 'I get about 4 ms on 0.11.1.', {}).pass).toBe(false);
    expect(check('It is 7 times slower.', "It's 8x slower.", {}).pass).toBe(false);
  });

  it("a product's name and its short form are one word; another name in its place is an actor changed", () => {
    passes('I would like to rely on the JavaScript fallbacks.', 'Want to rely on JS fallbacks.');
    changed('actor', 'The callback is fast enough, since agbplay renders the audio ahead.', 'Callback fast enough, since PipeWire renders the audio ahead.', 'PipeWire');
    clean('Please update the docs for the foo function.', 'Update docs for `foo()`.');
  });

  it('a request, an ability named as a gerund, a generic consequence, a behaviour: no hedge and no plan lost', () => {
    clean('Could anyone advise me on what to do?', 'Anyone advise what to do?');
    clean('It changes the target, as being able to request it requires Android 13.', 'Changes target: requesting it requires Android 13.');
    clean('Denying the permission will also turn off the service.', 'Denying permission also turns off service.');
    clean('PortAudio will report a default latency of 8.7ms on my machine.', 'PortAudio reports default latency of 8.7ms on my machine.');
    changed('tense', 'We will run the twelve remaining tests.', 'We run the 12 remaining tests.', 'run');
    changed('hedge', 'It might crash under load.', 'Crashes under load.', 'Crashes');
  });

  it('"not sure" is "unsure", "doesn\'t … anything" is one negation, "rather than" is "not"', () => {
    clean("I'm unsure about the solution.", "I'm not sure about the solution.");
    clean('Disabling the features makes no difference.', "Disabling features doesn't change anything.");
    clean('It treats the call as a new refund rather than a duplicate.', 'Treats call as new refund, not duplicate.');
    changed('hedge', "I'm sure about the solution.", "I'm not sure about the solution.", 'sure');
  });

  it('causes stated in other words are no invented cause; one added still is', () => {
    clean('It adds a method such that the params can be queried.', 'Adds method so params can be queried.');
    clean('The fill produced copper that overlapped pads, raising DRC errors.', 'Fill produced copper overlapping pads → DRC errors.');
    clean("Based on my testing disabling notifications doesn't produce any major issues.", 'Per my testing, disabling notifications causes no major issues.');
    changed('cause', 'Disabling notifications is fine. Some issues show up.', 'Disabling notifications causes some issues.', 'causes');
  });

  it('swaps across "compared to", "than" and "instead of", and around a capital "A"', () => {
    clean('Scrolling is slower on Firefox compared to Chrome.', 'Scrolling slower on Firefox than Chrome.');
    changed('role', 'Scrolling is slower on Firefox compared to Chrome.', 'Scrolling slower on Chrome than Firefox.', 'Chrome');
    changed('role', 'Training will use the selected level instead of the default one.', 'Training will use the default level instead of the selected one.', 'default');
    changed('role', 'Fixture A depends on fixture B.', 'Fixture B depends on fixture A.', 'B');
  });

  it('a way offered, a wish, a plan after a condition, work done: each read as an order or as going on fails', () => {
    changed('mood', 'However, you can set the tolerance multiplier like this:', 'However, set the tolerance multiplier like this:', 'set');
    changed('mood', "I'd rather have the option to verify files as a separate PR.", 'Make option to verify files separate PR.', 'Make');
    changed('mood', 'If it works, we can follow up by fine-tuning the cleanup logic.', 'If it works, follow up by fine-tuning the cleanup logic.', 'follow');
    changed('tense', 'Spent some time investigating focus states and applied some fixes.', 'Spending some time investigating focus states + applying some fixes.', 'Spending');
    changed('comparison', 'All jobs now have a minimum timeout of 90 minutes.', 'All jobs now max timeout 90 minutes.', 'max');
    changed('limiter', 'The fix hides the page from screenreaders when the modal is active, using aria-hidden.', 'Fix hides page from screenreaders, using aria-hidden.', 'screenreaders');
    clean('I would like to add a flag for it.', 'Want to add flag for it.');
    clean('I performed some tests after I noticed the odom issue.', 'Ran some tests after noticing odom issue.');
  });

  it('"not active" is "inactive"; a word aligned with its own negative is a negation changed', () => {
    clean('The script was present but the rule was not active.', 'Script present, rule inactive.');
    changed('negation', 'The script was present and the rule was active.', 'Script present, rule inactive.', 'inactive');
    changed('negation', 'The result is invalid.', 'Result is valid.', 'valid');
    clean('Read the documentation first.', 'Read docs first.');
  });

  it('set 9: "zero" is "no", "everything" is "all", a passive with its actor keeps the roles, "Thought it was" is "I thought"', () => {
    clean('There were zero innovation rejections.', 'There were no innovation rejections.');
    changed('negation', 'There were two innovation rejections.', 'There were no innovation rejections.', 'no');
    clean('Everything was working on 0.3.7.', 'All was working on 0.3.7.');
    clean('3 files still referenced deprecated templates after the rename.', 'Deprecated templates still referenced by 3 files after rename.');
    changed('role', 'The parser calls the lexer.', 'The lexer calls the parser.', 'lexer');
    clean('I thought this was only happening for gmail before.', 'Thought it was only happening for gmail before.');
    changed('hedge', 'I thought this was only happening for gmail before.', 'It was only happening for gmail before.', 'was');
  });

  it('a thank-you paragraph may go; "as it should"; a step after a dash written with an arrow; a frame before a list; a passive fragment', () => {
    const v = 'Could you write the draft?\n\nThe tests pass.\n\nThanks.\n\nann\n';
    expect(check(v, 'Could you write draft?\n\nTests pass.\n\nann\n', {}).pass).toBe(true);
    expect(check(v, 'Could you write draft?\n\nThanks.\n\nann\n', {}).pass).toBe(false);
    clean('Everything works as it should with the button.', 'Everything works w/ the button.');
    clean('- [ ] Open FAQ.md — verify the links resolve', '- [ ] Open FAQ.md → verify links resolve');
    changed('cause', 'Open the page and the links break.', 'Open page → links break.', '→');
    clean('By each of the above accounts, I see the following behaviour.\n1. Gmail: it shows 2/2 during sync.', 'Per account above:\n1. Gmail: shows 2/2 during sync.');
    clean('## Troubleshooting\n\nLed by recovering a device that has stopped responding.', '## Troubleshooting\n\nLeads with recovering a device that has stopped responding.');
  });

  it('set 9 misses: "can" made "will", a report moved to open as an order, "simplest to", "gotta", one act of two dropped', () => {
    changed('hedge', 'The WiFi sequence can strand the device on 1.8.', 'WiFi sequence will strand device on 1.8.', 'will');
    changed('mood', 'Blog post for this event being published via ipfs-blog#309.', 'Publish blog post for this event via ipfs-blog#309.', 'Publish');
    changed('mood', 'If you make a future contribution, it is simplest to put PR comments on the PR page.', 'If you make future contribution, put PR comments on PR page.', 'put');
    changed('mood', 'Gotta investigate more.', 'Investigate more.', 'Investigate');
    changed('claim', "After the fix we'll also publish and monitor the email addresses.", "After fix we'll also publish email addresses.", 'publish');
    clean('Please review and merge the change.', 'Review and merge change.');
  });

  it('set 10: "≠" and "non-" negate, "rather than" for "not", a dash said as an arrow, "an hour" as "1 h", a passive with "by us"', () => {
    clean('He waited till it was obvious that the alert is not a network flap.', 'He waited until it was obvious: alert ≠ network flap.');
    changed('negation', 'The alert message is a network flap.', 'Alert ≠ network flap.', '≠');
    clean('It gets the largest heading on the page, not a footnote treatment.', 'It gets the largest heading on the page rather than a footnote treatment.');
    clean('Cloud repo was not accessible this session — OSS scope only.', 'Cloud repo not accessible this session → OSS scope only.');
    changed('cause', 'The cache is cold. The build is slow.', 'Cache cold → build slow.', '→');
    clean('Every occurrence renders an hour off from the time the user entered.', 'Every occurrence renders 1 h off from time user entered.');
    changed('number', 'It waited for 10 minutes.', 'Waited 10 h.', 'h');
    clean('It runs as manual sessions when it lands.', 'Runs as manual sessions once landed.');
    clean('It needs screenshots (which we are mocking locally).', 'Needs screenshots (mocked locally by us).');
    expect(findings('_Please confirm with David or mock the documentation._', 'Confirm w/ David or mock documentation.', 'ultra').filter((f) => f.class === 'claim')).toEqual([]);
  });

  it('set 10 misses: superlatives reversed, "(?)" dropped, "b/c" invented, "any" made "some", a suggestion written as a new verb, a list item dropped', () => {
    changed('comparison', 'It gets the largest heading and heaviest cards.', 'It gets smallest heading + lightest cards.', 'smallest');
    changed('hedge', 'Then @hellais (?) starts dockerd.', 'Then @hellais starts dockerd.', 'starts');
    changed('cause', 'Runs as manual agent sessions once landed; not part of sync wrapper.', 'Runs as manual agent sessions once landed, b/c not part of sync wrapper.', 'b/c');
    changed('quantifier', 'Any user viewing the roadmap today sees them.', 'Some users viewing roadmap today see them.', 'Some');
    changed('mood', 'It would be useful to have one for more testing.', 'Provide one for more testing.', 'Provide');
    changed('claim', 'Some tests are skipped (need herbie library + network access).', 'Some tests skipped (need herbie library).', 'library');
    changed('actor', 'Please confirm with David if he wants to skip M2.', 'Confirm w/ David if Ann wants to skip M2.', 'Ann');
    clean('Please confirm with David if he wants to skip M2 or mock the documentation.', 'Confirm w/ David: skip M2 or mock docs?');
    clean('It is primarily for testing.', 'Mainly for testing.');
    clean('Before Nov 1 that is 2:10pm EDT (correct); from Nov 2 it is 1:10pm EST — an hour early.', '2:10pm EDT before Nov 1 (correct), 1:10pm EST from Nov 2 → 1 h early.');
  });

  it('factors and counts in words, a time said as "when", "dislike", "I feel like"', () => {
    clean('The guard test requires double the configured bounds to stay under 90.', 'Guard test requires 2x configured bounds to stay under 90.');
    clean('Quite a number of test failures.', 'Quite a few test failures.');
    clean('We rolled back the release, and the majority of impact was resolved.', 'Rolled back release; majority of impact resolved.');
    clean('A contended deploy now fails cleanly in seconds; retry at a quieter moment.', 'Contended deploy now fails cleanly in seconds; retry when quieter.');
    clean('The herbie library lazily imports - tests can run without it installed.', 'Herbie library imported lazily - tests can run even when it isn\'t installed.');
    changed('limiter', 'Tests fail. CI is red.', 'Tests fail when CI is red.', 'when');
    clean("So I feel like the concern is that someone doesn't like the new output.", 'So I feel the concern is: someone dislikes new output.');
    changed('negation', 'Someone likes the new output.', 'Someone dislikes new output.', 'dislikes');
  });

  it('a bare verb opening a sentence that goes on to report in the past narrates steps: a review, not a failure', () => {
    const fs = findings('I start up bringup minimum launch, amcl demo launch and start rviz, I observed a drift to the right.', 'Start bringup minimum launch, amcl demo launch + rviz: observed drift to the right.');
    expect(fs.filter((f) => f.severity === 'fail')).toEqual([]);
    expect(fs.some((f) => f.class === 'mood' && f.severity === 'review')).toBe(true);
    changed('mood', 'I restart the server every morning.', 'Restart the server every morning.', 'Restart');
  });

  it('a clause under a past verb takes its time (the sequence of tenses); a present made past alone still fails', () => {
    clean('He waited for 10 minutes till it was obvious that the alert is not a network flap.', 'He waited 10 minutes until it was obvious the alert was not a network flap.');
    changed('tense', 'The alert is not a network flap.', 'The alert was not a network flap.', 'was');
  });

  it('set 11: "will" with a time ahead or an adverb, "max" as "at most", "at all", "unexpectedly", "zero", "ignores", "as if … were", "not as"', () => {
    clean('Upstream support for this version will end next month.', 'Upstream support for this version ends next month.');
    clean('Every manual refresh will just add more entries.', 'Every manual refresh adds more entries.');
    changed('tense', 'The API will be deprecated.', 'API deprecated.', 'API');
    clean('Rubichess is using maximum of 1/3rd of allowed time per move. Book is at max 3 moves deep.', 'Rubichess is using at most 1/3rd of the allowed time per move. The book is at most 3 moves deep.');
    changed('limiter', 'Book is at max 3 moves deep.', 'Book is at least 3 moves deep.', 'least');
    clean('The original script had no error handling whatsoever, so it would produce unexpected behavior.', 'The original script had no error handling at all, so it would behave unexpectedly.');
    clean('The original script had no error handling whatsoever.', 'Original script had zero error handling.');
    clean("Rubi doesn't use the increment.", 'Rubi ignores the increment.');
    changed('negation', 'Rubi uses the increment.', 'Rubi ignores the increment.', 'ignores');
    clean('It shows me old entries as if they are new ones.', 'Old entries show up as if they were new ones.');
    changed('tense', 'The script has error handling.', 'The script had error handling.', 'had');
    clean('The app is less useful for a user.', 'The app is not as useful for a user.');
    clean('It can be detrimental for ML due to the indices being degraded.', 'It can be detrimental for ML because the indices get degraded.');
    changed('cause', 'It can be detrimental for ML and the indices get degraded.', 'It can be detrimental for ML because the indices get degraded.', 'because');
    clean('We will stop producing packages for Ubuntu 21.04 after upstream support ends.', 'Will stop producing Ubuntu 21.04 packages once upstream support ends.');
    clean('Now there is no chance to rerun face detection selectively.', 'Now no way to rerun face detection selectively.');
    clean('Agent incorrectly prioritized plan over role rule.', 'Agent wrongly prioritized plan over role rule.');
    changed('negation', 'It would produce expected behavior.', 'It would behave unexpectedly.', 'unexpectedly');
    changed('negation', 'The app is more useful for a user.', 'The app is not as useful for a user.', 'not');
  });

  it('idioms: "once you are", "if needed", "the cases where", a greeting, "as well", "get" as a passive, a word written twice', () => {
    clean("It works once you're on stage.", "It works when you're on stage.");
    clean('Time will tell if we need to put this in the docs.', 'Time will tell if needed in docs.');
    clean('The etcd clusters can have issues. We should document the cases where they can be in split-brains.', 'Etcd clusters can have issues. Should document when split-brains can happen.');
    clean('Hi @ann, the results would be reproducible.', '@ann results would be reproducible.');
    clean('The dense case uses float32 as well.', 'Dense case also uses float32.');
    clean('Chunks never get returned to the OS.', 'Chunks never returned to OS.');
    clean('It only got fixed only recently.', 'It only got fixed recently.');
    changed('limiter', 'It only got fixed recently.', 'It got fixed recently.', 'got');
  });
});

describe('what a finding carries', () => {
  it('class, severity, both places, the words before and after, and what restores it', () => {
    const v = 'Retry only after 250 ms.';
    const c = 'Retry after 250 ms.';
    const [f] = fails(v, c);
    expect(f).toMatchObject({ class: 'limiter', severity: 'fail', before: 'only', restore: expect.stringContaining('limiter') });
    expect(at(v, f, 'verbose')).toBe('only');
    expect(at(c, f, 'compressed')).toBe('Retry after');
  });

  it('a word no rule lists is a review, not a failure', () => {
    const fs = findings('It figures out the cause.', 'It finds cause.');
    expect(fs.every((f) => f.severity === 'review')).toBe(true);
    expect(check('It figures out the cause.', 'It finds cause.').pass).toBe(true);
  });
});

describe('a round label glued to its number (found by the fuzzer)', () => {
  it('"Round7:" and "R7:" for "Round 7:" are the same round; another number is not', () => {
    const input = 'Round 7: fixed build pooling, kept.\n';
    for (const out of ['Round7: fixed build pooling, kept.\n', 'R7: fixed build pooling, kept.\n']) expect(check(input, out).pass).toBe(true);
    expect(check(input, 'Round8: fixed build pooling, kept.\n').pass).toBe(false);
  });
});

describe('one word, one reading', () => {
  it('a word spelled two ways is one word: dots, and a compound written closed or open', () => {
    const pairs: [string, string][] = [
      ['The comment line should not be necessary any more.', "Comment line shouldn't be necessary anymore."],
      ['Print the warning at start up.', 'Print the warning at startup.'],
      ['You can workaround the bug by setting Moves.', 'You can work around the bug by setting Moves.'],
      ['Try another font, eg: the regular one.', 'Try another font, e.g. the regular one.'],
      ['Move the rig back-stage first.', 'Move the rig backstage first.'],
    ];
    for (const [v, c] of pairs) expect(findings(v, c), `${v} -> ${c}`).toEqual([]);
    // two words that only share their letters with a third word elsewhere stay two words
    changed('comparison', 'The comment line is no longer needed, any more than before.', 'Comment line is no longer needed, anymore after.', 'after');
  });

  it('a noun that only names the kind of thing its modifier names may go; one that carries its own meaning may not', () => {
    expect(findings('Could you add a matrix to the README file?', 'Could you add a matrix to the README?')).toEqual([]);
    expect(findings('It connects to Hottop via serial port.', 'It connects to Hottop over serial.')).toEqual([]);
    expect(findings('Delete the config file and the cache.', 'Delete the config and the cache.')).toEqual([]);
    expect(findings('Delete the config backup and the cache.', 'Delete the config and the cache.').length).toBeGreaterThan(0);
  });

  it('a noun of an act for its verb is one word to a reader ("resolution" and "resolved")', () => {
    expect(findings('Investigation and resolution of 4 reported bugs.', 'Investigated and resolved 4 reported bugs.')).toEqual([]);
    expect(findings('The rows stay, but cleaning them up is optional.', 'Rows stay, but cleanup optional.')).toEqual([]);
  });

  it('a guess word for another of its kind, and "thereof" for "it"', () => {
    expect(findings('It looks to me like the following race is possible in lines 23 - 35.', 'Following race seems possible in lines 23 - 35.')).toEqual([]);
    expect(findings('Backwards compatibility in 2.0 (and the breaking thereof)', 'Backwards compatibility in 2.0 (and breaking it)')).toEqual([]);
  });

  it('a name written as its initials is that name; other initials are not', () => {
    expect(findings('This is a Progressive Web App for managing teams.', 'PWA for managing teams.')).toEqual([]);
    expect(findings('Run the Continuous Integration checks.', 'Run the CI checks.')).toEqual([]);
    expect(findings('Run the Continuous Integration checks.', 'Run the CD checks.').length).toBeGreaterThan(0);
  });

  it('a word exchanged for another at one place is one review, of the more telling class', () => {
    const fs = findings('Split work into multiple small patches.', 'Split work into several small patches.');
    expect(fs).toHaveLength(1);
    expect(fs[0]).toMatchObject({ severity: 'review', before: 'multiple', after: 'several', class: 'quantifier' });
  });
});

describe('round 10: what careful rewriters wrote in sets 7, 10 and 14', () => {
  it('a guess said with another guess word stays a guess; a guess made an obligation fails', () => {
    expect(fails('Wrote a script to find logs that are potentially suspect.', 'Wrote script finding logs that might be suspect.')).toEqual([]);
    expect(fails('It probably leaks in 2.1.', 'It might leak in 2.1.')).toEqual([]);
    changed('hedge', 'It probably leaks in 2.1.', 'It should leak in 2.1.', 'should');
    changed('hedge', 'It probably leaks in 2.1.', 'It leaks in 2.1.', 'leaks');
  });

  it('"he" dropped where the sentence names him stays his, even with a month shortened after it', () => {
    const v = 'One member came in last week saying he got an overdue notice for an item returned in January 2016.';
    expect(fails(v, 'One member came in last week: got overdue notice for item returned Jan 2016.')).toEqual([]);
    changed('actor', 'Confirm with David if he wants to skip M2.', 'Confirm with David if Ann wants to skip M2.', 'Ann');
  });

  it('"every user" said as "anyone" is the same people; "some users" is not', () => {
    expect(fails('Every user who looks at the roadmap sees them as open.', 'Anyone who looks at the roadmap sees them as open.')).toEqual([]);
    changed('quantifier', 'Every user who looks at the roadmap sees them as open.', 'Some users who look at the roadmap see them as open.', 'Some');
  });

  it('"for lack of a better word" apologises for a word; it negates nothing', () => {
    expect(fails('It moves in less "clicks" (for a better word) than Chrome.', 'It moves in fewer "clicks" (for lack of a better word) than Chrome.')).toEqual([]);
    changed('negation', 'The tool has tests.', 'The tool lacks tests.', 'lacks');
  });
});

describe('round 10: what careful rewriters wrote in sets 4 and 11', () => {
  it('what a check makes sure of takes the time of its verb; the check itself moved in time fails', () => {
    expect(fails('Additional tests were added to ensure the warnings appeared.', 'Added tests to ensure warnings appear.')).toEqual([]);
    changed('tense', 'The tests ensured the warnings appeared.', 'The tests ensure the warnings appear.', 'ensure');
  });

  it('a superlative said with another stays one; "the most" gone with none in its place fails as a comparison', () => {
    expect(fails('The most significant consequence is that the app cannot account for delays.', 'The biggest consequence is that the app cannot account for delays.')).toEqual([]);
    changed('comparison', 'The most significant consequence is that the app cannot account for delays.', 'A significant consequence is that the app cannot account for delays.', 'significant');
    changed('quantifier', 'Most users see the banner.', 'Some users see the banner.', 'Some');
  });

  it('"has no X and no Y" said as "lacks X + Y"; the second item asserted again fails', () => {
    expect(fails('SQLite has no pool and no lock queue.', 'SQLite lacks pool + lock queue.')).toEqual([]);
    changed('negation', 'SQLite has no pool and no lock queue.', 'SQLite lacks pool + has lock queue.', 'has');
  });

  it('"will be based on" said as the state "based on"; a plan said as done fails', () => {
    expect(fails("The agent's transit plans will be based on the published schedules.", "Agent's transit plans based on published schedules.")).toEqual([]);
    changed('tense', 'We will deploy the fix.', 'Deployed the fix.', 'Deployed');
  });

  it('what a requirement is for said as what can happen once it is met', () => {
    expect(fails('VS Code restart needed to test the connection.', 'VS Code restart needed before the connection can be tested.')).toEqual([]);
    changed('hedge', 'VS Code restart needed. The connection is tested.', 'VS Code restart needed. The connection can be tested.', 'can');
  });
});

describe('round 10: set 15, read fresh', () => {
  it('faithful: a courtesy around the act, a thing used for a purpose, "a few" before a unit of time, an ability used', () => {
    expect(fails('I took the liberty of drawing a timeline at the bottom.', 'Drew timeline at bottom.')).toEqual([]);
    expect(fails('- Continue refining the logic used to generate location names', '- Keep refining logic generating location names')).toEqual([]);
    changed('tense', 'The app used to crash on start.', 'The app crashes on start.', 'crashes');
    expect(fails('It pops up for a bit (a few seconds up to ~1 minute).', 'Pops up for a bit (few seconds up to ~1 minute).')).toEqual([]);
    changed('hedge', 'It pops up for a bit (a few seconds up to about a minute).', 'Pops up for a bit (few seconds up to 1 minute).', '1 minute');
    expect(fails('I have been able to reproduce this issue consistently.', 'Reproduced consistently.')).toEqual([]);
    changed('hedge', 'You can reproduce this issue.', 'You reproduced this issue.', 'reproduced');
  });

  it('faithful: "-able" for "could see", "against" for "to prevent", two sentences in the other order', () => {
    expect(fails('No group (that a foster could see) contains one.', 'No group (foster-visible) contains one.')).toEqual([]);
    expect(fails('Added guards to prevent registering devices on claimed pins.', 'Added guards against registering devices on claimed pins.')).toEqual([]);
    changed('negation', 'Added guards to prevent registering devices on claimed pins.', 'Added guards for registering devices on claimed pins.', 'for');
    const v = 'Animals may be marked deceased. These statuses are coordinator-only: fosters must never see them. Deceased animals are never assigned to a foster and never visible on the page. Set them in the Edit form.';
    expect(fails(v, 'Animals may be marked deceased. Deceased animals never assigned to foster, never visible on page. Coordinator-only statuses: fosters must never see them. Set them in Edit form.')).toEqual([]);
  });

  it('changed: a role for another, a comparative of the opposite, an aim told as done, "to be" before work done', () => {
    changed('actor', 'When the picker taps "Out of Stock", the order is held.', 'When shipper taps "Out of Stock", order held.', 'shipper');
    changed('actor', 'Coaches now see which positions each player needs.', 'Parents now see which positions each player needs.', 'Parents');
    expect(fails('The customer sees the badge.', 'The client sees the badge.')).toEqual([]);
    changed('actor', 'Thanks to Walid for the fix.', 'Thanks to Abdo for the fix.', 'Abdo');
    expect(fails('We moved to PostgreSQL last Friday.', 'Moved to Postgres last Fri.')).toEqual([]);
    expect(fails('On Friday October 18th we had ten hours of downtime.', 'Oct 18th: ten hours of downtime.')).toEqual([]);
    changed('comparison', "But that's a much more complex project.", "But that's a much simpler project.", 'simpler');
    expect(fails("But that's a much more simple project.", "But that's a much simpler project.")).toEqual([]);
    changed('comparison', 'Turn the purifier off to allow the levels to rise.', 'Turn purifier off to allow levels to drop.', 'drop');
    changed('hedge', 'The project aims to provide full control over the tank.', 'The project provides full control over the tank.', 'provides');
    expect(fails('Try to keep it short.', 'Keep it short.')).toEqual([]);
    changed('hedge', '- Potential use case: long trips with many notes', '- Use case: long trips w/ many notes', 'Use');
    changed('tense', '1. **Secrets**: removed from git history', '1. **Secrets**: to be removed from git history', 'to be');
    expect(fails('So, it is expected that the PA is configured per stepper.', 'So PA expected to be configured per stepper.')).toEqual([]);
    changed('tense', 'The position tracking was just added and is live.', 'The position tracking is being added and is live.', 'being');
  });

  it('changed: what is told made an order before its subject, numbers that changed places', () => {
    changed('mood', '**Instead of hiding, inform:** items whose plan is pending now carry a badge.', '**Instead of hiding, inform:** give items whose plan is pending a badge.', 'give');
    expect(fails('Items whose plan is pending now carry a badge.', 'Items whose plan is pending carry badge.')).toEqual([]);
    changed('number', 'It reported Kennedy 0 + Stein 4 instead of Kennedy 4 + Stein 0.', 'Reported Kennedy 4 + Stein 0 instead of Kennedy 0 + Stein 4.', '4');
    expect(fails('Timeout is 30 s and retries is 5.', 'Retries 5, timeout 30 s.')).toEqual([]);
  });
});

describe('round 10: set 16, read fresh', () => {
  it('faithful: a set-up for an established, "37/37" for "all 37", "or not" after "if", a generic "you" before an adverb, "any time" as "whenever", a modal inside a question', () => {
    expect(fails('- ✅ Multi-agent coordination system established', '- ✅ Multi-agent coordination system set up')).toEqual([]);
    expect(fails('**Validation**: ✅ All 37 tests pass', '**Validation**: ✅ 37/37 tests pass')).toEqual([]);
    changed('number', '**Validation**: ✅ All 37 tests pass', '**Validation**: ✅ 36/37 tests pass', '36/37');
    expect(fails('Wondering if it finished the pattern properly or not.', 'Wondering if it finished pattern properly.')).toEqual([]);
    changed('negation', 'It finished the pattern or not.', 'It finished the pattern.', 'pattern');
    expect(fails('Supposedly you only need to calibrate it twice a year - or any time you move to a different lake.', 'Supposedly only need to calibrate it twice a year - or whenever moving to a different lake.')).toEqual([]);
    expect(fails('- do we have to accommodate that users may ever supply picks without channels?', '- do we have to accommodate users ever supplying picks without channels?')).toEqual([]);
    changed('hedge', 'Users may supply picks without channels.', 'Users supply picks without channels.', 'supply');
  });

  it('changed: work in progress told as done, "ought to" dropped, a reduction made more, the beginning made the end, our side made theirs, a clause after a modal gone', () => {
    changed('tense', '- 🔄 Character selection UI in progress', '- ✅ Character selection UI done', 'done');
    changed('hedge', 'Ought to be fixed with the next release.', 'Fixed with the next release.', 'Fixed');
    expect(fails('- **~65% reduction in overstated vacancy exposure**', '- **~65% less overstated vacancy exposure**')).toEqual([]);
    changed('comparison', '- **~65% reduction in overstated vacancy exposure**', '- **~65% more overstated vacancy exposure**', 'more');
    changed('comparison', 'It is excluded at the beginning of the function.', 'It is excluded at the end of the function.', 'end');
    changed('actor', 'The rest is finding **F14** on our side.', 'Rest is finding **F14** on their side.', 'their');
    changed('claim', "Invalid per Apple's spec; can break feed submission.", "Invalid per Apple's spec.", 'spec');
  });
});

describe('round 10: set 17, read fresh', () => {
  it('faithful: a short form, a fraction, "N/A", "the norm" said with "too", an opinion verb left opening, "either" under a negation, initials of a hedge', () => {
    expect(fails('- Josh Allen (BYE Week 7)', '- Josh Allen (BYE Wk 7)')).toEqual([]);
    changed('number', '- Josh Allen (BYE Week 7)', '- Josh Allen (BYE Day 7)', 'Day');
    expect(fails('At Melbourne, two thirds of the race fed the model a number.', 'At Melbourne, 2/3 of race fed model a number.')).toEqual([]);
    changed('number', 'At Melbourne, two thirds of the race fed the model a number.', 'At Melbourne, 1/3 of race fed model a number.', '1/3');
    expect(fails('### Short-Haul Exception\nNot applicable per assessment.', '### Short-Haul Exception\nN/A per assessment.')).toEqual([]);
    expect(fails('Every stop ended up far more conservative than it should be.', 'Every stop ended up far too conservative.')).toEqual([]);
    expect(fails('I suppose it is possible to get closer to the target.', "Suppose it's possible to get closer to target.")).toEqual([]);
    expect(fails('Both sides have no media negotiation.', 'No media negotiation on either side.')).toEqual([]);
    expect(fails("As far as I've understood, reaching the temperature matters more.", 'AFAIU, reaching temp matters more.')).toEqual([]);
    changed('hedge', "As far as I've understood, reaching the temperature matters more.", 'Reaching temp matters more.', 'Reaching');
    expect(fails('Without an SDP offer, the agent cannot generate an answer.', 'No SDP offer → agent cannot generate answer.')).toEqual([]);
    expect(fails('**#807** — N06 was fed `TyreLife` where it was trained on `Laps`.', '**#807** — `TyreLife` fed to N06, which was trained on `Laps`.')).toEqual([]);
    changed('role', '**#807** — `N06` was fed `TyreLife` in the run.', '**#807** — `TyreLife` was fed `N06` in the run.', 'TyreLife');
  });

  it('changed: "due to" or "owing to" written where none was stated, "I understand that" dropped, a clause after "and can" gone', () => {
    changed('cause', '**Key Crisis:** Only 2 RBs on roster, with bye weeks approaching', '**Key Crisis:** Only 2 RBs on roster due to approaching bye weeks', 'due');
    changed('cause', 'The app still showed alerts though the innings was over.', 'App still showed alerts owing to innings over.', 'owing');
    expect(fails('The latency rose because of the retries.', 'Latency rose due to retries.')).toEqual([]);
    changed('hedge', '@behrisch I understand that you are working on it.', '@behrisch You are working on it.', 'You');
    changed('claim', "That's invalid per Apple's spec and can break feed submission.", "Invalid per Apple's spec.", 'spec');
  });
});

describe('round 10: set 18, read fresh', () => {
  it('faithful: a generic "you" of what one is required or let to do, a document that states, a future of what a setting does, a unit short or long, a perfect of "set"', () => {
    expect(fails('Currently, you can only dose by mL, which requires you to have the rate set.', 'Currently can only dose by mL, which requires rate set.')).toEqual([]);
    expect(fails('This patch fixes the handling of kerfs, and adds the ability to toggle features.', 'Patch fixes kerf handling + lets you toggle features.')).toEqual([]);
    expect(fails('But on the J614 datasheet I found online, they stated 5 cpm/mR/h.', 'But J614 datasheet I found online states 5 cpm/mR/h.')).toEqual([]);
    changed('tense', 'The team stated 5 cpm/mR/h.', 'The team states 5 cpm/mR/h.', 'states');
    expect(fails("15.3 seconds on the timer's display will actually result in 15.5 seconds of light.", "15.3 s on timer's display actually gives 15.5 s of light.")).toEqual([]);
    changed('number', 'It takes 15 seconds.', 'It takes 15 minutes.', 'minutes');
    expect(fails("So I've set 33.9 cpm/µSv/h, and now my readings match.", 'So set 33.9 cpm/µSv/h; now readings match.')).toEqual([]);
  });

  it('changed: whose it is, certainty for "you could argue", "more or less" dropped, "I read" dropped, "which is why" added', () => {
    changed('actor', 'Your description uses 64.8 cpm/µSv/h.', 'My description uses 64.8 cpm/µSv/h.', 'My');
    changed('hedge', 'It is the one which you could argue is more important.', 'It is the one which is undeniably more important.', 'undeniably');
    changed('hedge', 'The readings are more or less on par with the reference.', 'Readings on par with reference.', 'Readings');
    expect(fails('The readings are more or less on par with the reference.', 'Readings more or less on par with reference.')).toEqual([]);
    changed('hedge', "It uses a float, which I read isn't trivial.", "It uses a float, which isn't trivial.", 'which');
    changed('cause', 'This PR slightly reduces rudder authority. It also removes the damper.', 'This PR slightly reduces rudder authority, which is why it also removes the damper.', 'why');
  });
});

describe('round 10: set 19, read fresh', () => {
  it('faithful: "given the fact that", "don\'t get dirty" as "stay clean", a noun after its article, an act of realising left opening', () => {
    expect(fails('It could have been ruled out given the fact that the images were taken in Wisconsin.', 'It could have been ruled out given that the images were taken in Wisconsin.')).toEqual([]);
    expect(fails("Cheaper. Shoes don't get dirty.", 'Cheaper. Shoes stay clean.')).toEqual([]);
    expect(fails('I have a feature request: add a filter.', 'Feature request: add a filter.')).toEqual([]);
    expect(fails('I realize it is slow.', "Realize it's slow.")).toEqual([]);
  });

  it('changed: a wish put to someone made an order, "you" made a name, "to be" after "soon", fully made partly, "thereby" written', () => {
    changed('mood', '3. It would be really cool if you could then suggest photos to upload', '3. Then suggest photos to upload', 'suggest');
    changed('actor', 'Would be really cool if you could then suggest photos.', 'Would be really cool if eBird could then suggest photos.', 'eBird');
    changed('tense', 'Soon fixed by #766', 'Soon to be fixed by #766', 'to be');
    changed('comparison', 'Hide or disable those that have been fully used.', 'Hide or disable those that have been partly used.', 'partly');
    changed('cause', 'It could write coordinates to the xmp file while also assisting species detection.', 'Could write coordinates to xmp file, thereby assisting species detection.', 'thereby');
  });
});

describe('round 10: set 20, read fresh', () => {
  it('faithful: "except if" as "unless", a bare verb after "saw it", an infinitive, a modal in an indirect question, a person named again for "one", "most recent first" as "newest first", an arrow after a label', () => {
    expect(fails('I cannot open any cache containing a Travelbug except if it is stored offline.', "Can't open any cache containing Travelbug unless stored offline.")).toEqual([]);
    expect(fails('On reimporting the result, I saw it show the average pace as 0:27min/100yd.', 'On reimporting result, it showed average pace 0:27min/100yd.')).toEqual([]);
    expect(fails('I was really excited when I found it.', 'I was really excited to find it.')).toEqual([]);
    expect(fails('I was wondering how one might import their wantlist into DVinyl.', 'Wondering how to import wantlist into DVinyl.')).toEqual([]);
    expect(fails('Minimal intervention by an admin (if one is even present).', 'Minimal admin intervention (if admin even present).')).toEqual([]);
    expect(fails('3. Activities not sorted with most recent first', '3. Activities not sorted newest first')).toEqual([]);
    expect(fails('- **Cascading deletes:** When the session is deleted, all activities are removed', '- **Cascading deletes:** session deleted → all activities removed')).toEqual([]);
  });

  it('changed: "most" of a count kept a quantifier, "since" before a participle, "any" made "some" under a negation, a wondering made an order, oldest for most recent', () => {
    changed('quantifier', 'It scores clean on most diagnostic analyzers.', 'It scores clean on all diagnostic analyzers.', 'all');
    changed('cause', 'Should be fixed now, tested with your file.', 'Should be fixed now, since tested with your file.', 'since');
    changed('quantifier', 'I cannot open any cache containing a Travelbug.', 'I cannot open some caches containing a Travelbug.', 'some');
    changed('comparison', '3. Activities not sorted with most recent first', '3. Activities not sorted oldest first', 'oldest');
  });
});

describe('round 11: the dev set\'s reviews, and set 21 read fresh', () => {
  const clean = noFinding;
  it('licensed, with no finding at all: a time said as its circumstance, "after merge", a gerund subject, "you\'ll need to" as the order, a modal put before its subject, "can" as the purpose, "its"/"your" of what is named', () => {
    clean('When I launch the program, it crashes.', 'On launch, program crashes.');
    clean('Retarget to `main` after it merges.', 'Retarget to `main` after merge.');
    clean('Fwiw, I installed 1.6.1 over top and that fixed it.', 'Fwiw, installing 1.6.1 over top fixed it.');
    clean("You'll need to grab 1.7.1 here.", 'Grab 1.7.1 here.');
    clean('Pulling that out where I can interact with it, and clicking okay, just brings up errors.', 'Pulling that out to interact with it and clicking okay brings up errors.');
    clean('What is your general position on breaking changes?', 'General position on breaking changes?');
    clean('Learning and memory are not gated: their background work starts before the model call.', 'Learning + memory not gated: background work starts before model call.');
  });

  it('licensed: "ready in order to" is "ready to", "whenever" "when", a gathering noun, a place in an order, a misspelt "sometime", a polite "if", a clipped "Est.", the spoken "like" before a number, "everytime", a passive going on, "somebody", the agent itself, "21 or later"', () => {
    expect(fails('The build is ready in order to ship it.', 'The build is ready to ship it.')).toEqual([]);
    clean('It adds a handoff object whenever a run ends.', 'Adds handoff object when run ends.');
    clean('Clicking okay just brings up a further series of error dialogs and eventually exits.', 'Clicking okay brings up more error dialogs, then eventually exits.');
    clean('Recently used species appear first in selection.', 'Recently used species first in selection.');
    clean('The first beat is sometime a bit fast.', 'First beat sometimes a bit fast.');
    expect(fails("If you still use the app, I'd appreciate if you could confirm this.", 'If you still use app, would appreciate confirmation.')).toEqual([]);
    clean('- **Estimated Time to Production:** 2-4 weeks\n\n**Estimated Effort:** 15 minutes', '- **Est. Time to Production:** 2-4 weeks\n\n**Est. Effort:** 15 min');
    expect(fails('But like 120bpm it was noticable.', 'But ~120bpm it was noticeable.')).toEqual([]);
    clean('It was almost everytime noticable.', 'It was noticeable almost every time.');
    clean('It warns when the callsign does not match the logbook it is uploading to.', 'Warns when callsign does not match logbook being uploaded to.');
    expect(fails('When I tested it with the new version 2.6.0. I found this behaviour too.', 'Testing with the new version 2.6.0, I found this behaviour too.')).toEqual([]);
    clean('Not only when somebody opens settings.', 'Not only when someone opens settings.');
    expect(fails('Use this agent when you need expert review of backend code. Trigger this agent proactively after implementing any feature.', 'Use for expert review of backend code. Trigger proactively after implementing any feature.')).toEqual([]);
    clean('You specialize in Java 21+, Spring Boot 3.x+.', 'You specialize in Java 21 or later, Spring Boot 3.x+.');
    // a verb said with another, no longer: no finding; a noun or a name exchanged is still read
    clean('Section 2.3.2 now correctly describes that the token triggers the transition.', 'Section 2.3.2 now correctly says the token triggers the transition.');
    expect(findings('Code role agent (haiku) ran the checks.', 'Code role agent (sonnet) ran the checks.').length).toBeGreaterThan(0);
  });

  it('changed, each still a failure at its place: the other time, a question made a statement, a verb tense told by a present, a gerund with no verb after it, a name for the agent, "or earlier", a condition dropped, the spoken "like" dropped', () => {
    changed('limiter', 'Retarget to `main` after it merges.', 'Retarget to `main` before merge.', 'before');
    changed('tense', 'Fwiw, I installed 1.6.1 over top and that fixed it.', 'Fwiw, installing 1.6.1 over top fixes it.', 'fixes');
    changed('tense', 'I tested it with the new version.', 'Testing it with the new version.', 'Testing');
    changed('mood', "We'll need to grab 1.7.1 here.", 'Grab 1.7.1 here.', 'Grab');
    changed('hedge', 'The parser can read the file.', 'Parser reads the file.', 'reads');
    changed('actor', 'Then this agent runs the tests.', 'Then runs the tests.', 'runs');
    changed('actor', 'Not only when somebody opens settings.', 'Not only when an admin opens settings.', 'admin');
    changed('limiter', 'Needs Java 21 or later.', 'Needs Java 21 or earlier.', '21');
    changed('limiter', 'If you are running it in Docker, we recommend the slim image.', 'We recommend the slim image.', 'We');
    changed('hedge', 'But like 120bpm it was noticable.', 'But 120bpm it was noticeable.', '120bpm');
    changed('mood', 'The check itself is fine. It just needs to run when uploads actually happen.', 'Check itself fine. Make it run when uploads actually happen.', 'Make');
    expect(fails('The check itself is fine. It just needs to run when uploads actually happen.', 'Check itself fine. Just needs to run when uploads actually happen.')).toEqual([]);
    changed('claim', '- Returns answer, card_name, interpretation', '- Returns answer, card_name', 'card_name');
    changed('claim', 'It is optimized for iPad use during volleyball matches and training sessions.', 'Optimized for iPad use during volleyball matches.', 'matches');
    changed('claim', '- Integration tests (*IT.java) w/ Testcontainers + real PostgreSQL', '- Integration tests (*IT.java) w/ Testcontainers', 'Testcontainers');
    changed('tense', '- 3×3×3 uses a very naïve two-phase implementation for now.', '- 3×3×3 used a very naïve two-phase implementation.', 'used');
    changed('comparison', 'The right path is data first, parser second.', 'The right path is parser first, data second.', 'parser');
    expect(fails('The right path is data first, parser second.', 'Right path: data first, parser second.')).toEqual([]);
  });

  it('a block kept verbose for a security finding is one, and a list of kinds to escalate is not; a changed one is located in both texts', () => {
    const v = 'If you encounter complex architectural decisions, security vulnerabilities, or design trade-offs that require deeper discussion:\n\n- Future code changes could introduce actual SQL injection\n';
    const c = 'If you encounter complex architectural decisions, security vulnerabilities or design trade-offs that need deeper discussion:\n\n- Future code changes will introduce actual SQL injection\n';
    const r = check(v, c, {});
    const off = r.invariants.find((i) => i.id === 'protected')!.offences;
    expect(off.map((o) => v.slice(o.verbose!.start, o.verbose!.end))).toEqual(['Future code changes could introduce actual SQL injection']);
    expect(c.slice(off[0].compressed!.start, off[0].compressed!.end)).toBe('- Future code changes will introduce actual SQL injection');
  });
});

describe('round 12: set 22 read fresh', () => {
  const clean = noFailure;
  it('faithful: a passive infinitive, a relative clause said as a participle, an instruction already, what goes on under a modal, "will still", "that way", a free choice, a value presented after its frame, an aside that lost its space, "nothing but"', () => {
    clean('It determines what fuel records need to be calculated.', 'It determines which fuel records to calculate.');
    clean('Prioritize achievements and skills that directly align with job requirements.', 'Prioritize achievements + skills directly aligned w/ job requirements.');
    clean('The client only renders the state it receives from the server.', 'Client only renders state received from server.');
    clean('- Include relevant keywords naturally integrated into existing content', '- Integrate relevant keywords naturally into existing content');
    clean('You should see your reading history being updated in your account.', 'Reading history should update in account.');
    clean('Old events without details will still work (optional field).', 'Old events w/o details still work (optional field).');
    clean('First calculate your matchup on the official calc. (That way, I can see if it is an issue on my end.)', 'First calculate your matchup on the official calc, so I can see whether it is an issue on my end.');
    clean('Name it whatever you like and put in `Redirect URL` the following : `https://anilist.co/api/v2/oauth/pin`', 'Any name; put `https://anilist.co/api/v2/oauth/pin` in `Redirect URL`');
    clean('It filters out the initial fuel record(which has a MPG of 0) and any missed fuel ups.', 'It filters out the initial fuel record (which has an MPG of 0) and any missed fuel ups.');
    clean('The client only renders the state it receives from the server.', 'The client renders nothing but the state it receives from the server.');
  });

  it('changed: the relative clause\'s own tense, a role for a noun that acts, the spoken "like" before a number', () => {
    changed('tense', 'The client renders the state it receives.', 'The client renders the state it received.', 'received');
    changed('actor', '| 1 | Couple can create tables with names |', '| 1 | Guest can create tables with names |', 'Guest');
    changed('hedge', 'It showed it doing like 10% less than actual damage.', 'It showed it doing 10% less than actual damage.', 'doing');
    changed('role', 'When using `a`, while `b` runs, it works.', 'When using `b`, while `a` runs, it works.', '`b`');
    changed('limiter', "| 4 | Guest who has RSVP'd can view their table assignment |", '| 4 | Guest can view their table assignment |', 'Guest can');
    clean("| 4 | Guest who has RSVP'd can view their table assignment |", "| 4 | Guest who RSVP'd can view their table assignment |");
    clean('A professional volleyball coaching application that provides advanced rotation analysis.', 'Pro volleyball coaching app: advanced rotation analysis.');
  });
});

describe('round 13: set 23 read fresh', () => {
  const clean = noFailure;
  it('faithful: "$15.00/day" and "periods/teacher/day" are rates, "+25" is 25 more, "I\'m open", a want, "I understand" before a kept guess, "not correct" as "wrong", "look weird" for "seem weird"', () => {
    clean('**Daily Rate**: $15.00 per day late. **Constraint**: Maximum 2 consecutive periods per teacher per day', '**Daily Rate**: $15.00/day late. **Constraint**: max 2 consecutive periods/teacher/day');
    clean('- **Solution**: Added 25 additional time slots (Periods 11-15 for each day)', '- **Solution**: +25 time slots (Periods 11-15 each day)');
    clean('Or find a more complex algorithm. I’m open to suggestions.', 'Or find more complex algorithm. Open to suggestions.');
    clean('Please tell how to make hints? Actually i want a hint section where user hits the button.', 'How to make hints? Want hint section: user hits button.');
    clean('Or round to the closest? I understand that in this situation it might seem weird, but none works.', 'To closest? Might look weird here, but none works.');
    clean('I believe that the following formula is not correct.', 'I believe this formula is wrong.');
    clean('Some references for the crosswind takeoff and landing techniques.', 'Refs for crosswind takeoff/landing techniques.');
    clean('Thanks for this fix - looks good to me.', 'Thanks for fix - LGTM.');
    clean('@anschwa I have taken a look at your reference.', '@anschwa Looked at your reference.');
  });

  it('changed: "correct" made "wrong", another number after "+", "I think" before advice, a status made an order', () => {
    changed('comparison', 'I believe that the formula is correct.', 'I believe this formula is wrong.', 'wrong');
    changed('number', '- **Solution**: Added 25 additional time slots', '- **Solution**: +35 time slots', '35');
    changed('hedge', 'I think the index should be rebuilt.', 'Index should be rebuilt.', 'Index');
    changed('mood', '**Status**: Ignition scan endpoint module installed;', '**Status**: install Ignition scan endpoint module;', 'install');
  });
});

describe('round 14: set 24 read fresh', () => {
  const clean = noFailure;
  it('faithful: "they" named by its antecedent or left out after it, "often" for "frequently", names side by side with slashes, "only a single", a thing "used to" do something, "LOOK" the name', () => {
    clean("**User experience:** Won't notice - they're already waiting for the sheet to dismiss.", "**User experience:** Won't notice - users are already waiting for the sheet to dismiss.");
    clean("**User experience:** Won't notice - they're already waiting.", "**User experience:** won't notice - already waiting.");
    clean('Iterates all movies. Called frequently (after each classification).', 'Iterates all movies; called often (after each classification).');
    clean('- **Frontend**: Vanilla HTML/CSS/JavaScript (no build process)', '- **Frontend**: vanilla HTML/CSS/JS (no build process)');
    clean('- Only a single elevator is simulated, not multiple elevators.', '- single elevator simulated, not multiple elevators.');
    clean('The simulation is currently based on the [LOOK algorithm](https://en.wikipedia.org/wiki/LOOK_algorithm).', 'Currently based on [LOOK algorithm](https://en.wikipedia.org/wiki/LOOK_algorithm).');
  });

  it('changed: "they" made someone the text never named, a habit of the past gone, "MAY" dropped', () => {
    changed('actor', 'If they want it, they run it.', 'If admins want it, admins run it.', 'admins');
    changed('tense', 'The server used to crash on start.', 'Server crashes on start.', 'Server');
    changed('hedge', 'Clients MAY retry.', 'Clients retry.', 'Clients');
  });
});

describe('round 15: a number by its value, who acts when a subject goes, a thing\'s "will"', () => {
  it('faithful: the same number written another way (values.ts), an ordinal beside its noun, initials of words in lower case', () => {
    noFailure('It could be slow with 10,000+ movies.', 'Could be slow w/ 10k+ movies.');
    noFailure('The meter reads ~34,2 cpm.', 'Meter reads ~34.2 cpm.');
    noFailure('Discard 75% of the starter.', 'Discard three quarters of starter.');
    noFailure('Set a 60-minute base reminder interval.', 'Set an hourly base reminder interval.');
    noFailure('The string connects to the 12th fret exactly.', 'String connects to fret 12 exactly.');
    noFailure('If there is only 1 person at the table, the round starts.', 'If only a single person is at the table, the round starts.');
    noFinding('All calculations, validations, and user interfaces are complete.', 'All calculations, validations, UIs complete.');
    // (a participle, no "provided that")
    noFailure('No GUI will be provided.', 'No GUI.');
  });

  it('changed: another value, another share, another ordinal', () => {
    changed('number', 'It could be slow with 10,000+ movies.', 'Could be slow w/ 12k+ movies.', '12k');
    changed('number', 'Discard 75% of the starter.', 'Discard a quarter of starter.', 'Discard');
    changed('number', 'The meter reads 137 cpm.', 'Meter reads 237 cpm.', '237');
    changed('limiter', 'Retry provided the token is valid.', 'Retry.', 'Retry');
  });

  it('a subject gone: before a finite verb the act reads as the author\'s (a fail); before a modal of possibility, or where the block tells the reader who they are, a reader decides', () => {
    changed('actor', 'He fixed the bug yesterday.', 'Fixed the bug yesterday.', 'Fixed');
    changed('actor', 'The user could not tell checked from unchecked results.', 'Could not tell checked from unchecked results.', 'Could');
    changed('actor', 'It needs minimal intervention by an admin.', 'Needs minimal intervention by a singer.', 'singer');
    noFailure('Currently, you can only dose by mL.', 'Currently can only dose by mL.');
    noFailure('You are the Game Master. You persist for the entire session.', 'You are the Game Master. Persist for entire session.');
    // what someone does, now an order
    changed('mood', 'You leave a stop when you can safely move up.', 'Leave a stop when you can safely move up.', 'Leave');
    changed('mood', 'The guide tells agents to stop and report when a plan contradicts a rule.', 'Stop + report when plan contradicts rule.', 'Stop');
    changed('mood', '4. User can replan any day or skip', '4. Replan any day or skip', 'Replan');
    // (a sentence that ends inside emphasis ends there: the next one opens on its own)
    changed('mood', '**Each stop was judged at the wrong depth.** You leave a stop when you can move up.', '**Each stop judged at wrong depth.** Leave a stop when you can move up.', 'Leave');
  });

  it('faithful: a negative noun for its adjective, "too little" for "insufficient", "blocking" for "preventing", "~30" for "30ish", an example "(like 0.5s)", an instruction already', () => {
    noFinding('**Root Cause**: Field name inconsistency', '**Root Cause**: Inconsistent field names');
    noFailure('Root cause: insufficient time slot capacity (75 lessons vs 50 slots)', 'Root cause: too little time slot capacity (75 lessons vs 50 slots)');
    noFailure('Both bugs preventing the design phase from working are now resolved.', 'Both bugs blocking design phase now resolved.');
    expect(check('It takes 30ish seconds.', 'Takes ~30 s.', {}).pass).toBe(true);
    noFailure('A fixed delay (like 0.5s) might be too short.', 'A fixed delay (e.g. 0.5s) might be too short.');
    noFailure('- Add tests for each behavior change, especially UI signal changes.', '- Test each behavior change, esp. UI signal changes.');
  });

  it('changed: the negative turned positive, another verb for "preventing", a report made an order', () => {
    changed('negation', 'Root cause: field name consistency', 'Root cause: inconsistent field names', 'inconsistent');
    changed('negation', 'Both bugs preventing the design phase from working are now resolved.', 'Both bugs enabling design phase now resolved.', 'enabling');
    changed('mood', 'The worker tests each change.', 'Test each change.', 'Test');
  });

  it('faithful: a noun reordered around "of", a passive\'s participle made an adjective, an arrow to what a thing is for, a habit\'s "will", a plan said as going on', () => {
    noFailure('I updated to Bichon 1.4.0 and sadly must report the duplication of emails from IMAP still exists.', 'Updated to Bichon 1.4.0, sadly IMAP email duplication still exists.');
    noFailure('It has removed a bunch of crud that was cobbled together and was unreliable.', 'Removed a bunch of unreliable cobbled-together crud.');
    noFailure('- @Transactional on test classes for automatic rollback', '- @Transactional on test classes -> automatic rollback');
    noFailure('It breaks control, as at most times 0 will be returned.', 'Breaks control, as at most times 0 returned.');
    noFailure('I did a little more digging, so I\'ll try to rephrase what I wrote there.', 'Did a little more digging, so trying to rephrase what I wrote there.');
  });

  it('changed: who acts swapped around a passive, an arrow for "and", a one-time plan read as done', () => {
    changed('role', 'The cache was flushed by the worker.', 'The worker was flushed by the cache.', 'worker');
    changed('cause', 'We waited for two hours and the build failed.', 'Waited 2 hours -> build failed.', '->');
    changed('tense', 'The API will be deprecated.', 'API deprecated.', 'API');
  });

  it('"will" dropped: a thing\'s present with its verb as it was is for a reader; a person\'s plan, a past, a participle alone fail', () => {
    const will = (v: string, c: string) => findings(v, c).filter((f) => f.class === 'tense').map((f) => f.severity);
    expect(will('External buttons will consist of an UP and a DOWN button.', 'External buttons consist of an UP and a DOWN button.')).toEqual(['review']);
    expect(will('No GUI will be provided.', 'No GUI.')).toEqual(['review']);
    changed('tense', 'We will run the twelve remaining tests.', 'We run the 12 remaining tests.', 'We run');
    changed('tense', 'Setting focus on another vessel will direct all requests.', 'Setting focus on another vessel directed all requests.', 'directed');
    changed('tense', 'Each block will be implemented in its own branch.', 'Each block was implemented in its own branch.', 'was');
    changed('tense', 'Only a single elevator will be simulated.', 'Single elevator simulated.', 'elevator');
  });
});

describe('round 16: set 25 read fresh', () => {
  it('changed: a direction reversed in other words, the superlative of the opposite, "since" before a clause, "in that case" dropped, "all" made "recent", a past told as an order, a statement made an order by "keep", "relatively" dropped', () => {
    changed('comparison', 'Balance (increases with chores/adjustments, decreases with rewards)', 'Balance (up w/ chores/adjustments, up w/ rewards)', 'up');
    expect(fails('Your most recent splits file has the bug.', 'Oldest splits file has the bug.').some((f) => f.class === 'comparison' && f.after === 'Oldest')).toBe(true);
    changed('cause', '**Status:** swell still building, remote buoys not peaked yet', '**Status:** swell still building since remote buoys not peaked yet', 'since');
    changed('limiter', "The timing method wouldn't be remembered in that case.", "Timing method wouldn't be remembered.", 'remembered');
    changed('quantifier', '- Immediately corrected all existing game scores', '- Immediately corrected scores of recent games', 'scores');
    changed('mood', 'Before I set up better antenna I received MLAT positions.', 'Set up a better antenna. Before, I received MLAT positions.', 'Set');
    changed('mood', '- Existing judge conflict validation still works', '- Keep existing judge conflict validation working', 'Keep');
    changed('hedge', 'AI is functional but relatively shallow for "Hard" difficulty.', 'AI is functional but shallow for "Hard" difficulty.', 'shallow');
    // another noun, or initials, in the one-word slot of a subject before its kept verb
    changed('actor', 'With this change the component will move the garbage collection.', 'With this change the company will move the garbage collection.', 'company');
    changed('actor', '**Impact**: players can make illegal moves', '**Impact**: AI can make illegal moves', 'AI');
    changed('cause', 'The flag is saved. The counter resets to zero.', 'Flag saved, and that makes the counter reset to zero.'.replace('the counter', 'it'), 'makes');
  });

  it('faithful: the same directions in other words, a bound said the other way, a greeting for a greeting, a question still asked, a certainty the verbose text states, a past kept by its time, "if so", a purpose said as the reason', () => {
    noFailure('Balance (increases with chores/adjustments, decreases with rewards)', 'Balance (up w/ chores/adjustments, down w/ rewards)');
    expect(check('- redirects back to auto-matching if < 3 judges selected', '- redirects back to auto-matching if ≤ 2 judges selected', {}).pass).toBe(true);
    expect(check('It retries more than 4 times.', 'Retries ≥ 5 times.', {}).pass).toBe(true);
    changed('number', '- redirects back to auto-matching if < 3 judges selected', '- redirects back to auto-matching if ≤ 4 judges selected', '4');
    noFailure('Hello, probably the number of feeders.', 'Hi, probably the number of feeders.');
    noFailure('What if the holiday is on Thursday. Will it still move the collection to that day?', 'What if holiday on Thursday? Still moves collection to that day?');
    noFailure('Additionally, it is clear by looking at my stats that FlightAware is receiving MLAT.', 'Additionally, my stats clearly show FlightAware is receiving MLAT.');
    noFailure("A couple of days ago I set up my receiver, and the local interface doesn't have any problems.", 'Couple days ago set up receiver; local interface has no problems.');
    noFailure('In that case, restart.', 'If so, restart.');
    noFailure('It renames `a()` to `b()` to reflect that the exit handler differentiates between the two values.', 'Renames `a()` to `b()` since exit handler distinguishes the two values.');
    noFailure('I save after using them everytime.', 'I save after every use.');
    noFailure('The function returns the value.', 'The method returns the value.');
    noFailure('Suitable for most users.', 'OK for most users.');
    noFailure('The flag forces it to reload.', 'Flag makes it reload.');
  });
});

describe('round 17: set 26 read fresh', () => {
  it('changed: a version, a letter that names, a removal said as an arrow with no "no"', () => {
    changed('number', 'Then migrate Dexie to v2 schema.', 'Then migrate Dexie to v3 schema.', 'v3');
    changed('protected', '(Booking B can check in at 8:00 AM)', '(Booking A can check in at 8:00 AM)', 'A');
    changed('protected', 'Then go to NVDA key+n, preferences.', 'Then go to NVDA key+b, preferences.', 'b');
    changed('cause', 'The patch removes the lock.', 'Patch → the lock.', '→');
    changed('hedge', 'The parser can read the file.', 'Parser reads the file.', 'reads');
    changed('cause', '- Controls fade away during active sessions', '- Controls fade away during active sessions to reduce anxiety', 'reduce');
    changed('role', 'It wrongly treated checkout dates as occupied dates.', 'Wrongly treated occupied dates as checkout dates.', 'occupied');
    noFailure('It marks the job as done.', 'Marks job as done.');
    changed('mood', '| Phase | Status |\n|---|---|\n| App shell & component library complete | yes |', '| Phase | Status |\n|---|---|\n| Complete app shell & component library | yes |', 'Complete');
    changed('mood', 'The migration is complete.', 'Complete migration.', 'Complete');
    noFailure('The migration is complete.', 'Migration complete.');
    // (no chain of the table makes "for some reason" the "makes" of a cause written new)
    changed('cause', 'I save after using them every time. But for some reason it resets back to Real Time.', 'Save after using them every time, and that makes it reset back to Real Time.', 'makes');
  });

  it('faithful: an arrow in the place of a verb of effect, a purpose said as "so … can", "had to" as "should", a modal under a kept "not sure", a guess about the past', () => {
    noFailure('1. Graceful fallback removes crash scenarios\n2. Proper timing (50ms/frame) makes animation visible', '1. graceful fallback → no crash scenarios\n2. proper timing (50ms/frame) → animation visible');
    noFailure('Turn off Deployment Protection for social media crawlers (Facebook, Twitter) to access the site for link previews.', 'Turn off Deployment Protection so social media crawlers (Facebook, Twitter) can access the site for link previews.');
    noFailure('Instead the braille display had to show: aflife.', 'Instead the braille display should show: aflife.');
    noFailure("I'm not sure what the best way to handle this could be.", 'Not sure best way to handle this.');
    noFailure('One example: a cable-car that spanned a valley, and will likely have gone down almost as much as it went up.', 'One example: cable-car spanning valley; likely went down almost as much as it went up.');
  });
});

describe('round 18: set 27 read fresh', () => {
  it('faithful: the modal of a purpose after "so", of a wish\'s "if", a supposition\'s past, "anything" under "without", a quarter hour, "all 6", a role cut short, a name with its marks', () => {
    noFailure("I'd suggest just to re-save your current map so it would add timer settings to a backup so they could be restored.", "I'd suggest just re-saving current map so it adds timer settings to backup, so they can be restored.");
    noFailure('It would be nice if one could specify that in addition to the steeping time.', 'Would be nice to specify that in addition to steeping time.');
    noFailure('If you opened a completed match and clicked Record without changing anything, it would reverse the stats.', 'If you open completed match + click Record w/o changes, it would reverse stats.');
    expect(check('The timer rings after 15 min.', 'Timer rings after a quarter hour.', {}).pass).toBe(true);
    expect(check('- Outcome: 6/6 workflows operational after rebuild', '- Outcome: all 6 workflows operational after rebuild', {}).pass).toBe(true);
    noFailure('The developers fixed it.', 'The devs fixed it.');
    noFailure('Event at Havlikuv Brod.', 'Event at Havlíčkův Brod.');
  });

  it('changed: "should" after "so" is still a guess, another count, another role, another share of an hour', () => {
    changed('hedge', 'Your splits file has Game Time, so it should open with Game Time.', 'Splits file has Game Time, so it opens with Game Time.', 'opens');
    changed('number', '- Outcome: 6/6 workflows operational after rebuild', '- Outcome: 5 workflows operational after rebuild', '5');
    changed('actor', 'The developers fixed it.', 'The testers fixed it.', 'testers');
    changed('number', 'The timer rings after 15 min.', 'Timer rings after half an hour.', 'hour');
    changed('comparison', '(where 10:00 is the next scheduled program change)', '(where 10:00 is the previous scheduled program change)', 'previous');
    changed('comparison', 'Make the catch narrower.', 'Make catch broader.', 'broader');
    changed('mood', 'Thanks for the fix. Will test soon!', 'Thanks for fix. Please test it soon!', 'Please');
    changed('comparison', '- **Expected Outcome**: 6/6 workflows operational after rebuild', '- **Confirmed Outcome**: 6/6 workflows operational after rebuild', 'Confirmed');
    changed('tense', 'Nowadays I use app only for teas.', 'I used to use app only for teas.', 'used');
    changed('mood', 'There is a new setting, titled Follow delay, only visible when follower.', 'Add a new setting, titled Follow delay, only visible when follower.', 'Add');
    changed('cause', '- Outcome: 6/6 workflows operational after rebuild', '- Outcome: 6/6 workflows operational after rebuild, thanks to the directory cleanup', 'thanks');
    changed('role', 'xDrip, when set as Nightscout follower, uploads.', 'Nightscout, when set as xDrip follower, uploads.', 'Nightscout');
    changed('mood', 'Verified this is deliberate and correct, not sloppy:', 'Make sure this is deliberate and correct, not sloppy:', 'Make');
    noFailure('Test it soon!', 'Please test it soon!');
  });
});

describe('round 19: set 28 read fresh', () => {
  it('faithful: a sentential "which" said by an arrow, a "then" after its subject, the arrow after a kept condition, "N of the M" as N/M, the subject whose possessive stays, a hedge\'s letters, what has not come yet awaited, a role for a role', () => {
    noFailure('The pump ran for 20 minutes past the limit, which pushed the pressure to about 3 bar.', 'Pump ran 20 min past limit → pressure ~3 bar.');
    noFailure('The cache stops refreshing when the lock is held. The worker then never sees the new value.', 'Cache stops refreshing when lock held → worker never sees new value.');
    noFailure('If the other team moves their jobs over as planned, it will be full by March.', 'If other team moves jobs over as planned → full by March.');
    noFailure('48 of the 50 hosts answered.', '48/50 hosts answered.');
    noFailure('The ewe was sent back (she came in before her interval ended).', 'Ewe sent back (came in before her interval ended).');
    noFailure('This set is complete, afaict.', 'This set is complete, as far as I can tell.');
    noFailure('I emailed the vendor on Monday and have not heard back yet.', 'Emailed vendor Monday, still waiting for a reply.');
    noFailure('Removed at the customer\'s request.', 'Removed at the client\'s request.');
    noFailure('Re-run the linter after any config edit.', 'Re-run linter after every config edit.');
    noFailure('Reviewers sometimes skip the changelog.', 'Reviewers now and then skip changelog.');
    noFailure('Reviewers occasionally skip the changelog.', 'Reviewers every so often skip changelog.');
    noFailure('It was reverted at the maintainer\'s request.', 'Reverted as the maintainer requested.');
  });

  it('no review: ">" for "above", "else" for "otherwise", "a bit" for "slightly", "re-" for "again", a measure\'s "long", a colon for "says", a verb in its -ing form', () => {
    const none = (v: string, c: string) => expect(findings(v, c).map((f) => f.message)).toEqual([]);
    none('Alert when the load is above 80 %.', 'Alert when load > 80 %.');
    none('Close the tab, otherwise the job stalls.', 'Close tab, else job stalls.');
    none('The new build is slightly faster.', 'New build is a bit faster.');
    none('Run the importer again after a schema change.', 'Rerun importer after a schema change.');
    none('The intro clip is 12 seconds long.', 'Intro clip is 12 s.');
    none('The audit log says 3 removals.', 'Audit log: 3 removals.');
    none('We kept the labels that use these codes.', 'We kept labels using these codes.');
    none('A few tests are skipped on ARM.', 'Few tests skipped on ARM.');
    none('The timeout is not because of this PR.', 'Timeout not caused by this PR.');
  });

  it('changed: "any" under a condition made "every", a frequency made another, a minus sign dropped', () => {
    changed('quantifier', 'Page the on-call if any probe fails.', 'Page on-call if every probe fails.', 'every');
    changed('quantifier', 'Reviewers always skip the changelog.', 'Reviewers now and then skip changelog.', 'now');
    changed('quantifier', 'Many tests are skipped on ARM.', 'Few tests skipped on ARM.', 'Few');
    expect(check('The freezer holds −80 °C.', 'Freezer holds 80 °C.', {}).pass).toBe(false);
    expect(check('The freezer holds −80 °C.', 'Freezer holds −80 °C.', {}).pass).toBe(true);
  });

  it('changed: a hedge phrase dropped, "might" after ", so" made "must", "both" made one, one made a few, "whenever" made the first time, the author made another, another owner, "Done" made "To do"', () => {
    changed('hedge', 'The second heat was timed correctly as far as I can tell.', 'Second heat timed correctly.', 'correctly');
    changed('hedge', 'The dryer uses the same timer, so it might drift too.', 'Dryer uses same timer, so it must drift too.', 'must');
    changed('quantifier', 'Reran both nightly suites.', 'Reran one of the nightly suites.', 'one');
    changed('quantifier', 'Keep it to one change per commit.', 'Keep it to a few changes per commit.', 'few');
    changed('limiter', 'An alert is sent whenever a probe times out.', 'Alert sent first time probe times out.', 'first');
    changed('actor', 'I asked the landlord on Friday.', 'Ms. Varga asked landlord on Friday.', 'Varga');
    changed('actor', 'Moved at the tenant\'s request.', 'Moved at the owners\' request.', 'owners');
    changed('tense', 'Done: the loader now retries, and the limit is a flag.', 'To do: make the loader retry, and make the limit a flag.', 'do');
  });
});

describe('round 20: set 29 read fresh', () => {
  it('faithful: the author\'s habit with its pronoun dropped, "both of them" as "both", "≠" for "different", "since" before the act\'s noun, the arrow after "If yes", a hyphenated noun', () => {
    noFailure('We run the sync job on four hosts.', 'Run sync job on 4 hosts.');
    noFailure('During the outage the scheduler let both of them retry.', 'During outage scheduler let both retry.');
    noFailure('Staging keys and production keys are different secrets.', 'Staging keys ≠ production keys.');
    noFailure('Since we migrated to v4, the job runs nightly.', 'Since migration to v4, job runs nightly.');
    noFailure('Ask Lena whether it stops while the fan is off. If it does, the cable theory is probably right.', 'Ask Lena: stops while fan off? If yes → cable theory probably right.');
    noFailure('Written up by the release agent.', 'Write-up by the release agent.');
  });

  it('changed: what the author has not done made an order not to, a rule from now on made one until now, anyone\'s suspicion made a finding, a condition of one word dropped', () => {
    changed('mood', 'I haven\'t tried builds with more than 8 workers.', 'Don\'t try builds with more than 8 workers.', 'try');
    changed('tense', 'From now on only admins may rotate keys.', 'Until now only admins could rotate keys.', 'Until');
    changed('hedge', 'Mira suspects a stale cache rather than the network.', 'Mira confirmed it is a stale cache rather than the network.', 'is');
    changed('limiter', 'Check the logs. If so, restart the worker.', 'Check logs. Restart worker.', 'Restart');
    changed('role', 'The patch replaces the nightly export with a live feed.', 'Patch replaces live feed w/ nightly export.', 'live feed');
    changed('claim', 'Backups run every night from May to September.', 'Backups run every night.', 'night');
    noFailure('The patch replaces the nightly export with a live feed.', 'Patch replaces nightly export w/ live feed.');
    changed('tense', 'We have dropped the old queue.', 'We\'re dropping old queue.', 'dropping');
    changed('tense', 'We have dropped the old queue.', 'We drop old queue.', 'drop');
    changed('mood', 'Stale sessions are automatically closed.', 'Automatically close stale sessions.', 'close');
    noFailure('As far as I\'ve understood, the step waits for the target.', 'As far as I understand, step waits for target.');
    noFailure('Stale sessions are automatically closed.', 'Stale sessions automatically closed.');
    changed('comparison', 'The payload is greater than the buffer.', 'Payload is less than buffer.', 'less');
    changed('comparison', 'If errors exceed 5%, page the on-call.', 'If errors fall below 5%, page on-call.', 'below');
    noFailure('If errors exceed 5%, page the on-call.', 'If errors > 5%, page on-call.');
    changed('cause', 'Core work first. Have the plugin on 0.8 right now.', 'Core work first, since have plugin on 0.8 right now.', 'since');
    noFailure('Nothing changed since v2 was released.', 'Nothing changed since v2 released.');
    changed('cause', '2. Re-add the rows at once.', '2. Re-add rows at once, which doubles the totals.', 'which');
    noFailure('Configs now apply without a restart. This resolves the LED jitter.', 'Configs now apply without restart, which resolves LED jitter.');
    noFailure('It ran past the setpoint and it doubled the load.', 'Ran past setpoint, which doubled load.');
  });
});

describe('round 21: set 30 read fresh', () => {
  it('faithful: "provided" without its "that", "to" for "should", "is meant to" as "should", "2×" for "twice", "so on" before a clause, the arrow after a subject its clause restricts', () => {
    noFailure('Deploy on Friday, provided that all 12 checks pass.', 'Deploy Fri, provided all 12 checks pass.');
    noFailure('Do not merge yet. The docs agent should fix items 1 and 2.', 'Don\'t merge yet. Docs agent to fix items 1 + 2.');
    noFailure('Every sample is meant to be logged within 2 days.', 'Every sample should be logged within 2 days.');
    noFailure('The restore takes about twice as long as the backup.', 'Restore takes ~2× as long as backup.');
    noFailure('The parser drops the offset, so on files from the old tool the margin is 2 mm.', 'Parser drops offset → files from old tool get margin 2 mm.');
    noFailure('- Members who have not paid twice in a row are removed.', '- Members who haven\'t paid twice in a row → removed.');
  });

  it('changed: "unlikely" made "likely", "closer" made "further", "I\'d guess" dropped, a share for another, "twice" made "3×"', () => {
    changed('comparison', 'A restart is unlikely to help.', 'Restart likely to help.', 'likely');
    changed('comparison', 'This is much closer to how buyers bid.', 'Much further from how buyers bid.', 'further');
    changed('hedge', 'I\'d guess this is why the two runs fail.', 'This is why the two runs fail.', 'This');
    changed('number', 'The fee rises by a quarter of a percent.', 'Fee rises by a tenth of a percent.', 'tenth');
    changed('number', 'I ran the suite twice.', 'Ran suite 3×.', '3');
    changed('limiter', 'You can stay as long as the build passes.', 'You can stay.', 'stay');
    noFailure('Restoring takes about twice as long as the backup.', 'Restore takes ~double backup time.');
    changed('claim', 'Can you update that page too, or ask Saoirse (she looks after the site)?', 'Can you update that page too?', 'too');
    noFailure('Great News: the build is green.', 'Build green.');
    const none = (v: string, c: string) => expect(findings(v, c).map((f) => f.message)).toEqual([]);
    none('Mara wrote in the ticket: "Fine at 150 dpi."', 'Mara in ticket: "Fine at 150 dpi."');
    none('Question for you: should it run nightly?', 'Q for you: should it run nightly?');
    none('That appears acceptable for the batch.', 'Appears OK for batch.');
    none('No orders from before 1 April need to be checked.', 'No orders from before 1 April need checking.');
    none('Speed is the distance divided by the time.', 'Speed = distance ÷ time.');
    none('During my analysis, the race detector found two data races.', 'Race detector found two data races.');
    expect(findings('Alarms stop while the pump is off.', 'Alarms stop, pump off.').length).toBeGreaterThan(0);
  });
});

describe('round 22: set 31 read fresh', () => {
  it('faithful: "may" under a bound, "presumably not", "but" after a universal, "N or more" as "≥ N", "should be done" as the order, a setup or stance verb with its pronoun dropped, a noun before "of", ordinals in digits, "both" as "the two", a generic "a" for "each", "who" as the person\'s pronoun, a passive made active around "can\'t", "iff", an arrow for "comes out"', () => {
    noFailure('Each member may hold at most one locker per term.', 'Max 1 locker per member per term.');
    noFailure('Nobody asked whether guests may be refused. Presumably they may not, so warn.', 'Nobody asked whether guests may be refused. Presumably not → warn.');
    noFailure('It fails on every run except the first.', 'It fails on every run but the first.');
    noFailure('The report counts any shift of 8 hours or longer as a night.', 'Report counts any shift ≥ 8 h as night.');
    noFailure('Rooms of three beds or more go to Lena.', 'Rooms ≥ 3 beds → Lena.');
    noFailure('The idea is right: overtime should be paid while the line is down.', 'Idea right: pay overtime while line down.');
    noFailure('I support the goal of this RFC but not its schema change.', 'Support RFC\'s goal, not its schema change.');
    noFailure('Here is where things stand.', 'State of things:');
    noFailure('Two problems. First, it double counts. Second, the rate starts at 22:00.', '2 problems. 1st, it double counts. 2nd, rate starts 22:00.');
    noFailure('For the other profiles both values are equal.', 'For other profiles the two values are equal.');
    noFailure('Each member may hold one locker.', 'A member may hold one locker.');
    noFailure('Closures are reviewed by Ada in support, who needs the estimate.', 'Closures reviewed by Ada (support); she needs the estimate.');
    noFailure('Forms that were already signed can\'t be changed by the app.', 'The app can\'t change forms already signed.');
    noFailure('The gate is closed if and only if the level is low.', 'Gate closed iff level low.');
    noFailure('On the simulator, code 1-3-5 comes out 0.58 mm too shallow.', 'On sim, code 1-3-5 → 0.58 mm too shallow.');
  });

  it('changed: a bound dropped, "if and only if" made "if", an active swap around "can\'t"', () => {
    changed('limiter', 'You specialize in Java 21+, Spring Boot.', 'You specialize in Java 21, Spring Boot.', '21');
    changed('limiter', 'The gate is closed if and only if the level is low.', 'Gate closed if level low.', 'if');
    changed('role', 'The app can\'t change the forms.', 'The forms can\'t change the app.', 'app');
    changed('quantifier', 'For each point, compute the mean.', 'For the point, compute the mean.', 'the');
    changed('comparison', 'The new model now beats the baseline.', 'New model now trails baseline.', 'trails');
    changed('comparison', 'It is simpler but more fragile than the old one.', 'Simpler but more robust than old one.', 'robust');
    changed('cause', 'Rates are stored per litre; the check compares totals.', 'Rates stored per litre ∴ check compares totals.', '∴');
    noFailure('Rates are stored per litre, so the check compares totals.', 'Rates stored per litre ∴ check compares totals.');
    changed('cause', 'No fare moves by more than 1p. Flipping happened on 6% of trips.', 'No fare moves > 1p, a change that stems from flipping on 6% of trips.', 'stems');
  });
});

