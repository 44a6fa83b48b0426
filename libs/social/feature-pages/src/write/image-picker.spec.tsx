import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { I18n } from '@meydan/shared/util/i18n';
import { IMAGE_ID, imageFixture, renderKit, routes, socialI18n } from '../testing/write-test-kit';
import { ARTICLE_IMAGE_MAX_BYTES, ImagePicker } from './image-picker';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('image picker', () => {
  it('uploads the chosen image and reports it once ready', async () => {
    const onChange = jest.fn();
    const { tree, calls } = renderKit(i18n, routes({ 'POST /articles/me/images': { status: 201, data: { _id: IMAGE_ID, state: 'ready', image: imageFixture(IMAGE_ID) } } }), (
      <ImagePicker label="Cover image" imageId={null} onChange={onChange} />
    ));
    const { container } = render(tree);
    expect(screen.getByText('Choose an image')).toBeInTheDocument();
    choose(fileInput(container), new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(IMAGE_ID, expect.objectContaining({ _id: IMAGE_ID })));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/articles/me/images' });
    expect((calls[0]?.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses other files and oversized ones before uploading, and says why the API refused one', async () => {
    const onChange = jest.fn();
    const { tree, calls } = renderKit(
      i18n,
      routes({ 'POST /articles/me/images': { status: 400, data: { statusCode: 400, message: 'This file is not an image we can use.' } } }),
      <ImagePicker label="Cover image" imageId={null} onChange={onChange} />,
    );
    const { container } = render(tree);
    choose(fileInput(container), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: ARTICLE_IMAGE_MAX_BYTES + 1 });
    choose(fileInput(container), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The image can be at most 10 MB.');
    expect(calls).toEqual([]);
    choose(fileInput(container), new File(['x'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This file is not an image we can use.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
