import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { NewsletterSignup } from './NewsletterSignup';

const labels = {
  title: 'Meld deg på nyhetsbrevet',
  description: 'Tilbud, sesongtips og nyheter om deler til traktoren, omtrent én gang i måneden.',
  email: 'E-postadresse',
  submit: 'Meld meg på',
};

const meta = {
  title: 'Commerce/NewsletterSignup',
  component: NewsletterSignup,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { action: '/nyhetsbrev', labels },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const HeadingH2: Story = { args: { headingLevel: 'h2' } };

/** After a sign-up: double opt-in, so the shopper is told to look for the mail. */
export const CheckYourInbox: Story = {
  args: {
    defaultEmail: 'kari@example.no',
    result: {
      kind: 'success',
      message: 'Sjekk e-posten din: klikk på lenken vi har sendt for å bekrefte påmeldingen.',
    },
  },
};

export const InvalidEmail: Story = {
  args: { defaultEmail: 'kari@', emailError: 'Skriv inn en gyldig e-postadresse.' },
};

export const Refused: Story = {
  args: {
    result: { kind: 'error', message: 'For mange forsøk. Prøv igjen om en time.' },
  },
};

export const Busy: Story = { args: { busy: true, defaultEmail: 'kari@example.no' } };

/** In a footer: an `h3` under the footer's own headings. */
export const HeadingH3: Story = { args: { headingLevel: 'h3' } };

/** The newsletter modal: the modal's title names it, so the form has no heading of its own. */
export const InModal: Story = {
  args: { headingLevel: 'none' },
  render: (args) => (
    <Modal
      title={labels.title}
      description={labels.description}
      labels={{ close: 'Lukk' }}
      size="sm"
      trigger={<Button>Nyhetsbrev</Button>}
    >
      <NewsletterSignup {...args} labels={{ ...labels, description: undefined }} />
    </Modal>
  ),
};
