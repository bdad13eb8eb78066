import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@haulstop/shared/auth';
import { renderWithUi } from '../data/test-utils';
import { FileUploadField } from './FileUploadField';

const calls: InternalAxiosRequestConfig[] = [];
let answer: { status: number; data: unknown } = { status: 201, data: { objectPath: 'orgs/2/public/abc.png', contentType: 'image/png', size: 4 } };
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  if (answer.status >= 400) {
    const error = Object.assign(new Error('refused'), {
      isAxiosError: true,
      response: { status: answer.status, data: answer.data, headers: {}, config, statusText: '' },
      config,
    });
    throw error;
  }
  return { data: answer.data, status: answer.status, statusText: 'Created', headers: {}, config };
};

beforeEach(() => {
  calls.length = 0;
  answer = { status: 201, data: { objectPath: 'orgs/2/public/abc.png', contentType: 'image/png', size: 4 } };
  apiClient.defaults.adapter = adapter;
});

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

describe('FileUploadField', () => {
  test('a chosen image is sent to POST /api/files?purpose=lotImage as multipart and the stored file is handed back', async () => {
    const onUploaded = jest.fn();
    renderWithUi(<FileUploadField name="images" label="Images" purpose="lotImage" multiple onUploaded={onUploaded} />);
    choose([new File(['\x89PNG'], 'yard.png', { type: 'image/png' })]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([{ objectPath: 'orgs/2/public/abc.png', contentType: 'image/png', size: 4 }], ['yard.png']));
    expect(calls[0]).toMatchObject({ method: 'post', url: '/api/files', params: { purpose: 'lotImage' } });
    expect(calls[0].data).toBeInstanceOf(FormData);
    expect((calls[0].data as FormData).get('file')).toBeInstanceOf(File);
  });

  test('a file of the wrong type is refused at the field before anything is sent', async () => {
    const onUploaded = jest.fn();
    renderWithUi(<FileUploadField name="logo" label="Images" purpose="logo" onUploaded={onUploaded} />);
    choose([new File(['%PDF-'], 'logo.pdf', { type: 'application/pdf' })]);
    expect((await screen.findByText('Upload a JPEG, PNG or WebP image')).textContent).toBe('Upload a JPEG, PNG or WebP image');
    expect(calls).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  test('a file over the limit is refused with the limit in the message', async () => {
    renderWithUi(<FileUploadField name="doc" label="Images" purpose="document" onUploaded={jest.fn()} />);
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose([big]);
    expect((await screen.findByText('The file is larger than 10 MB')).textContent).toBe('The file is larger than 10 MB');
    expect(calls).toHaveLength(0);
  });

  test("the server's errorMessage is shown at the field when it refuses the file", async () => {
    answer = { status: 415, data: { statusCode: 415, errorCode: 'UNSUPPORTED_FILE_TYPE', errorMessage: 'Upload a JPEG, PNG or WebP image' } };
    const onUploaded = jest.fn();
    renderWithUi(<FileUploadField name="images" label="Images" purpose="lotImage" onUploaded={onUploaded} />);
    choose([new File(['not a png'], 'fake.png', { type: 'image/png' })]);
    expect((await screen.findByText('Upload a JPEG, PNG or WebP image')).textContent).toBe('Upload a JPEG, PNG or WebP image');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
