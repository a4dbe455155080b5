import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LoadingBar } from './LoadingBar';

function LoadingBarDemo() {
  const [active, setActive] = useState(false);
  return (
    <>
      <LoadingBar active={active} labels={{ loading: 'Laster siden' }} />
      <Button onClick={() => setActive((value) => !value)}>
        {active ? 'Ferdig lastet' : 'Start lasting'}
      </Button>
    </>
  );
}

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true, labels: { loading: 'Laster siden' } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows after 200 ms, grows over 5 s. */
export const Loading: Story = {};

/** Toggle the activity to see the throttle, the fill and the 500 ms hide delay. */
export const Interactive: Story = { render: () => <LoadingBarDemo /> };
