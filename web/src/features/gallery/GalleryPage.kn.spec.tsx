import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ContentMessages } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { stubXhr } from '../../test/xhr-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { anAdminUser } from '../../test/member-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import gallery from '../../i18n/locales/en/admin/gallery.json';
import { aGalleryItem, aPastEvent as anEvent } from './gallery-fixtures';
import { GalleryPage } from './GalleryPage';

configure({ asyncUtilTimeout: 5000 });

const MB = 1024 * 1024;

// Titles, descriptions and events come from the API as the office typed them; file names and types stay as they are.
const TITLES = ['Group', 'photo', 'Everyone', 'on', 'the', 'steps', 'Highlights', 'Prize', 'giving'];
const EVENT_NAMES = ['Wedding', 'Photography', 'Workshop', 'Annual', 'Cricket', 'Match'];
const FILES = ['JPEG', 'WebP', 'MP4', 'WebM', 'huge', 'jpg', 'long', 'mp4', 'minutes', 'pdf', 'stage', 'dance', 'webm'];
const NAMES = [...TITLES, ...EVENT_NAMES, ...FILES];

const ITEMS = [
  aGalleryItem(),
  aGalleryItem({
    id: 'g-2',
    title: 'Highlights',
    description: null,
    mediaType: 'video',
    thumbnailUrl: null,
    contentType: 'video/mp4',
  }),
  aGalleryItem({ id: 'g-3', title: 'Prize giving', eventId: 'ev-2', eventTitle: 'Annual Cricket Match' }),
];

const EVENTS = [anEvent(), anEvent({ id: 'ev-2', title: 'Annual Cricket Match' })];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

async function showPage(overrides: Record<string, StubHandler> = {}) {
  stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/gallery': { body: ITEMS },
    'GET /api/events': { body: EVENTS },
    ...overrides,
  });
  await act(() => chooseLanguage('kn'));
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  renderWithProviders(<GalleryPage />, { route: '/gallery' });
  return user;
}

function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /ಫೋಟೋ\/ವಿಡಿಯೋ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ/ }));
  return screen.findByRole('dialog');
}

describe('the admin Gallery page in Kannada (issue 31)', () => {
  it('shows the grid and the viewer with no English word apart from the titles', async () => {
    const user = await showPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'ಚಿತ್ರಸಂಪುಟ' })).toBeInTheDocument();
    const video = await screen.findByRole('button', { name: 'Highlights ನೋಡಿ' });
    expect(video).toHaveTextContent('ವಿಡಿಯೋ');
    expect(screen.getByRole('combobox', { name: 'ಕಾರ್ಯಕ್ರಮದ ಪ್ರಕಾರ ತೋರಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByText('ಎಲ್ಲಾ ಕಾರ್ಯಕ್ರಮಗಳು')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Group photo ಅಳಿಸಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
    // The control: the same check finds the titles when they are not allowed.
    expect(englishWordsIn(visibleText(), EVENT_NAMES)).toContain('Highlights');

    await user.click(screen.getByRole('button', { name: 'Group photo ನೋಡಿ' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveTextContent('3 ರಲ್ಲಿ 1');
    expect(within(viewer).getByRole('button', { name: /ಹಿಂದಿನದು/ })).toBeDisabled();
    await user.click(within(viewer).getByRole('button', { name: /ಮುಂದಿನದು/ }));
    await waitFor(() => expect(viewer).toHaveTextContent('3 ರಲ್ಲಿ 2'));
    expect(englishWordsIn(visibleText(viewer), NAMES)).toEqual([]);
  });

  it('says why files are refused, and that they were uploaded, in Kannada', async () => {
    const { uploads } = stubXhr();
    const user = await showPage();

    const dialog = await openUpload(user);
    expect(within(dialog).getByText('ಖಾಲಿ ಬಿಟ್ಟರೆ ಪ್ರತಿ ಫೈಲ್‌ನ ಹೆಸರು')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), NAMES)).toEqual([]);

    await user.upload(within(dialog).getByLabelText('ಫೋಟೋಗಳು ಅಥವಾ ವಿಡಿಯೋಗಳು'), [
      fileOf('huge.jpg', 'image/jpeg', 11 * MB),
      fileOf('long.mp4', 'video/mp4', 201 * MB),
      fileOf('minutes.pdf', 'application/pdf', 2 * MB),
      fileOf('stage.jpg', 'image/jpeg', 2 * MB),
      fileOf('dance.webm', 'video/webm', 50 * MB),
    ]);
    expect(within(dialog).getByRole('listitem', { name: 'huge.jpg' })).toHaveTextContent(
      'ದಯವಿಟ್ಟು 10MB ಗಿಂತ ಚಿಕ್ಕ ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
    );
    expect(within(dialog).getByRole('listitem', { name: 'long.mp4' })).toHaveTextContent(
      'ದಯವಿಟ್ಟು 200MB ಗಿಂತ ಚಿಕ್ಕ ವಿಡಿಯೋವನ್ನು ಆಯ್ಕೆಮಾಡಿ',
    );
    expect(within(dialog).getByRole('listitem', { name: 'minutes.pdf' })).toHaveTextContent(
      'ದಯವಿಟ್ಟು JPEG, PNG ಅಥವಾ WebP ಚಿತ್ರ, ಅಥವಾ MP4 ಅಥವಾ WebM ವಿಡಿಯೋ ಆಯ್ಕೆಮಾಡಿ',
    );
    expect(within(dialog).getByRole('button', { name: 'huge.jpg ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), NAMES)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿ' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'stage.jpg ಅಪ್‌ಲೋಡ್ ಪ್ರಗತಿ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ/ })).toBeInTheDocument();
    await act(async () => uploads[0].respond(201, ITEMS[0]));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => uploads[1].respond(201, ITEMS[1]));
    expect(await screen.findByText('2 ಫೈಲ್‌ಗಳು ಅಪ್‌ಲೋಡ್ ಆಗಿವೆ')).toBeInTheDocument();
  });

  it("says in Kannada how many files failed, with the server's reason when it is one of the gallery's checks", async () => {
    stubXhr(() => ({ status: 415, body: { message: ContentMessages.mediaWrongType } }));
    const user = await showPage();

    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('ಫೋಟೋಗಳು ಅಥವಾ ವಿಡಿಯೋಗಳು'), [
      fileOf('stage.jpg', 'image/jpeg', 2 * MB),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿ' }));

    expect(await screen.findByText('1 ಫೈಲ್‌ಗಳಲ್ಲಿ 1 ಅನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ಅಪ್‌ಲೋಡ್ ವಿಫಲವಾಗಿದೆ')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('listitem', { name: 'stage.jpg' })).toHaveTextContent(
        'ದಯವಿಟ್ಟು JPEG, PNG ಅಥವಾ WebP ಚಿತ್ರ, ಅಥವಾ MP4 ಅಥವಾ WebM ವಿಡಿಯೋ ಆಯ್ಕೆಮಾಡಿ',
      ),
    );
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
  });

  it('asks before deleting and says it is deleted in Kannada', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = await showPage({ 'DELETE /api/gallery/g-1': { body: { id: 'g-1' } } });

    await user.click(await screen.findByRole('button', { name: 'Group photo ಅಳಿಸಿ' }));
    expect(confirm).toHaveBeenCalledWith('"Group photo" ಅನ್ನು ಅಳಿಸಬೇಕೆ?');
    expect(await screen.findByText('ಫೋಟೋ/ವಿಡಿಯೋ ಅಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('says there is nothing to show in Kannada', async () => {
    await showPage({ 'GET /api/gallery': { body: [] } });
    expect(await screen.findByText('ಯಾವುದೇ ಫೋಟೋ ಅಥವಾ ವಿಡಿಯೋಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), EVENT_NAMES)).toEqual([]);
  });

  it("keeps the contracts' wording word for word in the English catalogue", () => {
    for (const [key, text] of Object.entries(gallery.rules)) {
      expect({ key, text: ContentMessages[key as keyof typeof ContentMessages] }).toEqual({ key, text });
    }
    expect(gallery.noMedia).toBe(ContentMessages.noMedia);
  });
});
