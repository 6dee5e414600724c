import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { aGalleryItem, aPastEvent as anEvent } from './gallery-fixtures';
import { stubXhr } from '../../test/xhr-stub';
import { GalleryPage } from './GalleryPage';

const MB = 1024 * 1024;

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

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/gallery': (request) => {
      const eventId = new URL(request.url, 'http://localhost').searchParams.get('eventId');
      return { body: eventId ? ITEMS.filter((item) => item.eventId === eventId) : ITEMS };
    },
    'GET /api/events': { body: EVENTS },
    ...overrides,
  });
}

function renderPage() {
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
  await user.click(await screen.findByRole('button', { name: /Upload Media/ }));
  return screen.findByRole('dialog');
}

describe('GalleryPage', () => {
  it('shows photos by their thumbnail and videos by a video poster, each with title and description', async () => {
    api();
    renderPage();

    const photo = await screen.findByRole('button', { name: 'View Group photo' });
    expect(photo.querySelector('img')).toHaveAttribute('src', '/api/gallery/g-1/thumbnail');
    expect(screen.getByRole('article', { name: 'Group photo' })).toHaveTextContent('Everyone on the steps.');
    const video = screen.getByRole('button', { name: 'View Highlights' });
    expect(video).toHaveTextContent('Video');
    expect(video.querySelector('img')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Highlights' })).getByRole('img', { name: 'Video' }),
    ).toBeInTheDocument();
  });

  it("says 'No media items found' when there is nothing to show", async () => {
    api({ 'GET /api/gallery': { body: [] } });
    renderPage();
    expect(await screen.findByText('No media items found')).toBeInTheDocument();
  });

  it("shows one event's media when that event is chosen", async () => {
    const { calls } = api();
    const user = renderPage();

    await screen.findByRole('button', { name: 'View Group photo' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Filter by event' }), 'Annual Cricket Match');

    await waitFor(() => expect(screen.queryByRole('button', { name: 'View Group photo' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View Prize giving' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/gallery?eventId=ev-2')).toBe(true);
  });

  it('opens the viewer on a photo and steps to the video and back with Next and Previous', async () => {
    api();
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'View Group photo' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Group photo' })).toHaveAttribute('src', '/api/gallery/g-1/media');
    expect(viewer).toHaveTextContent('1 of 3');
    expect(within(viewer).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(viewer).getByRole('button', { name: /Next/ }));
    const video = await waitFor(() => {
      const found = viewer.querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    expect(video).toHaveAttribute('src', '/api/gallery/g-2/media');
    expect(video).toHaveAttribute('controls');
    expect(viewer).toHaveTextContent('2 of 3');

    await user.click(within(viewer).getByRole('button', { name: /Next/ }));
    expect(await within(viewer).findByRole('img', { name: 'Prize giving' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(within(viewer).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(viewer).toHaveTextContent('2 of 3'));
  });

  it('refuses an image over 10MB, a video over 200MB and a PDF before sending anything', async () => {
    api();
    const { uploads } = stubXhr();
    const user = renderPage();

    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Photos or videos'), [
      fileOf('huge.jpg', 'image/jpeg', 11 * MB),
      fileOf('long.mp4', 'video/mp4', 201 * MB),
      fileOf('minutes.pdf', 'application/pdf', 1000),
    ]);

    expect(within(dialog).getByRole('listitem', { name: 'huge.jpg' })).toHaveTextContent(
      'Please select an image under 10MB',
    );
    expect(within(dialog).getByRole('listitem', { name: 'long.mp4' })).toHaveTextContent(
      'Please select a video under 200MB',
    );
    expect(within(dialog).getByRole('listitem', { name: 'minutes.pdf' })).toHaveTextContent(
      'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video',
    );
    expect(within(dialog).queryAllByRole('progressbar')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('uploads several files one after another, each with its own progress bar, to the chosen event', async () => {
    api();
    const { uploads } = stubXhr();
    const user = renderPage();

    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Photos or videos'), [
      fileOf('stage.jpg', 'image/jpeg', 2 * MB),
      fileOf('too-big.png', 'image/png', 12 * MB),
      fileOf('dance.webm', 'video/webm', 50 * MB),
    ]);
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Event' }), 'Annual Cricket Match');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const stageBar = await within(dialog).findByRole('progressbar', { name: 'stage.jpg upload progress' });
    const danceBar = within(dialog).getByRole('progressbar', { name: 'dance.webm upload progress' });
    expect(within(dialog).queryByRole('progressbar', { name: 'too-big.png upload progress' })).toBeNull();
    expect(uploads).toHaveLength(1);

    act(() => uploads[0].progress(45));
    await waitFor(() => expect(stageBar).toHaveAttribute('aria-valuenow', '45'));
    expect(danceBar).toHaveAttribute('aria-valuenow', '0');

    await act(async () => uploads[0].respond(201, ITEMS[0]));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(stageBar).toHaveAttribute('aria-valuenow', '100');
    act(() => uploads[1].progress(70));
    await waitFor(() => expect(danceBar).toHaveAttribute('aria-valuenow', '70'));
    await act(async () => uploads[1].respond(201, ITEMS[1]));

    expect(await screen.findByText('2 files uploaded')).toBeInTheDocument();
    expect((uploads[0].body.get('file') as File).name).toBe('stage.jpg');
    expect(uploads[0].body.get('title')).toBe('stage');
    expect(uploads[0].body.get('eventId')).toBe('ev-2');
    expect((uploads[1].body.get('file') as File).name).toBe('dance.webm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps a file the server refused in the list with the server's reason and says the upload failed", async () => {
    api();
    stubXhr(() => ({
      status: 415,
      body: { message: 'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video' },
    }));
    const user = renderPage();

    const dialog = await openUpload(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Opening night');
    await user.upload(within(dialog).getByLabelText('Photos or videos'), [fileOf('renamed.jpg', 'image/jpeg', 1000)]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('1 of 1 files could not be uploaded')).toBeInTheDocument();
    // The toast and the file's own line are drawn in separate renders: wait for the line too.
    await waitFor(() =>
      expect(within(dialog).getByRole('listitem', { name: 'renamed.jpg' })).toHaveTextContent(
        'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a media item only after the admin confirms', async () => {
    const { calls } = api({ 'DELETE /api/gallery/g-1': { body: { id: 'g-1' } } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Group photo' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Group photo"?');
    expect(await screen.findByText('Media deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/gallery/g-1')).toBe(true);
  });

  it('offers uploading and deleting media only to the roles whose duty is the office', async () => {
    api();
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <GalleryPage />, { route: '/gallery' });
      expect(await screen.findByRole('button', { name: 'View Group photo' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Group photo' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Upload Media/ })).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <GalleryPage />, { route: '/gallery' });
      expect(await screen.findByRole('button', { name: 'Delete Group photo' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Upload Media/ })).toBeInTheDocument();
      view.unmount();
    }
  });
});
