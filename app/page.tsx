// The playground's main screen. Everything interactive is a client component; the build renders
// the default example's four panes and counts into the static HTML with the same core and
// Node's tokenizer (lib/state/firstScreen.ts), so the first screen reads before any script runs.
import { Playground } from '@/components/Playground';
import { firstScreen } from '@/lib/state/firstScreen';
import { initialState } from '@/lib/state/store';
import { nodeCounter } from 'caveman-compress/node';

export default function Page() {
  const { encoding } = initialState();
  return <Playground firstScreen={firstScreen(nodeCounter(encoding), encoding)} />;
}
