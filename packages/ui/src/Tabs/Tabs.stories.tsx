import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField';
import { SubmitButton } from '../SubmitButton/SubmitButton';
import { TextField } from '../TextField/TextField';
import { Tabs } from './Tabs';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const formStyle = { display: 'grid', gap: '1rem' } as const;
const passwordLabels = { show: 'Vis', hide: 'Skjul' };

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    labels: { tabList: 'Logg inn eller opprett konto' },
    onValueChange: fn(),
    fullWidth: true,
    items: [
      {
        id: 'login',
        label: 'Logg inn',
        content: (
          <form method="post" action="/login" style={formStyle}>
            <TextField label="E-post" name="email" type="email" autoComplete="email" required />
            <PasswordField
              label="Passord"
              name="password"
              autoComplete="current-password"
              required
              labels={passwordLabels}
            />
            <SubmitButton fullWidth>Logg inn</SubmitButton>
          </form>
        ),
      },
      {
        id: 'register',
        label: 'Opprett konto',
        content: (
          <form method="post" action="/register" style={formStyle}>
            <TextField label="Fornavn" name="firstname" autoComplete="given-name" required />
            <TextField label="Etternavn" name="lastname" autoComplete="family-name" required />
            <TextField label="E-post" name="email" type="email" autoComplete="email" required />
            <PasswordField
              label="Passord"
              name="password"
              autoComplete="new-password"
              required
              hint="Minst 8 tegn, med bokstaver og tall eller spesialtegn"
              labels={passwordLabels}
            />
            <SubmitButton fullWidth>Opprett konto</SubmitButton>
          </form>
        ),
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login modal's content: login and registration. */
export const LoginAndRegistration: Story = {};

export const RegistrationChosen: Story = { args: { defaultValue: 'register' } };

/** Panels kept in the page, so what was typed stays when switching. */
export const KeepMounted: Story = { args: { keepMounted: true } };

export const ThreeTabs: Story = {
  args: {
    fullWidth: false,
    labels: { tabList: 'Produktinformasjon' },
    items: [
      { id: 'description', label: 'Beskrivelse', content: <p>Originalt oljefilter.</p> },
      { id: 'specs', label: 'Spesifikasjoner', content: <p>Gjenge 3/4" UNF.</p> },
      { id: 'reviews', label: 'Omtaler', content: <p>Ingen omtaler ennå.</p> },
    ],
  },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
