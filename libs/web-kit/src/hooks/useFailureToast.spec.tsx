/**
 * The one failed-action toast: titled with the action (the default), or titled 'Error' with the
 * action as its text (the administrator's toasts, spec §8), the server's reason added only when it
 * gave a specific one.
 */
import { addAreaTexts } from '@marketplace/i18n';
import { resources } from '@marketplace/i18n/resources';
import { renderMarkup } from '../testing/markup';
import { useFailureToast, type FailureToastOptions } from './useErrorToast';

const mockNotification = { error: jest.fn() };
jest.mock('../feedback/FeedbackProvider', () => ({
  ...jest.requireActual('../feedback/FeedbackProvider'),
  useFeedback: () => ({ notification: mockNotification }),
}));

addAreaTexts('admin', { en: resources.en.admin, pt: resources.pt.admin });

const companyGone = { status: 404, title: 'Not Found', code: 'admin.company_not_found' };
const serverDown = { status: 503, title: 'Service Unavailable', code: 'service.unavailable' };

function Fails({ options, problem }: { options?: FailureToastOptions; problem?: unknown }) {
  useFailureToast(options)('admin:companies.updateFailed', problem);
  return null;
}

async function toastOf(language: 'en' | 'pt', options?: FailureToastOptions, problem?: unknown) {
  mockNotification.error.mockClear();
  await renderMarkup(language, <Fails options={options} problem={problem} />);
  return mockNotification.error.mock.calls.at(-1)?.[0];
}

describe('the failed-action toast', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is titled with the action, the reason below', async () => {
    expect(await toastOf('en', undefined, companyGone)).toEqual({
      message: 'Failed to update company',
      description: 'This company no longer exists.',
    });
  });

  it("is titled 'Error' in the administrator's areas, the reason only when specific", async () => {
    expect(await toastOf('en', { title: 'error' }, companyGone)).toEqual({
      message: 'Error',
      description: 'Failed to update company: This company no longer exists.',
    });
    expect(await toastOf('en', { title: 'error' }, serverDown)).toEqual({
      message: 'Error',
      description: 'Failed to update company',
    });
    expect(await toastOf('pt', { title: 'error' })).toEqual({
      message: 'Erro',
      description: resources.pt.admin.companies.updateFailed,
    });
  });
});
