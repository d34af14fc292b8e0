// A Connect Four game between two pages whose browser speaks Korean (ko-KR): the start page,
// the columns and the cells by their Korean accessible names.
import assert from 'node:assert/strict';
import { openPage, DESKTOP } from './harness.mjs';

export const KOREAN = { ...DESKTOP, locale: 'ko-KR' };

export const column = (page, file) => page.getByRole('button', { name: `${file}열`, exact: true });
export const cell = (page, name) => page.getByRole('img', { name: new RegExp(`^${name}`) });

export async function drop(page, file, expectCell) {
  await column(page, file).click();
  await cell(page, expectCell).first().waitFor();
}

// Red creates a room for a friend on the Korean start page; blue joins by its link.
export async function newKoreanGame(browser, server, { redName, blueName }) {
  const red = await openPage(browser, KOREAN);
  const blue = await openPage(browser, KOREAN);
  await red.goto(`${server.url}/`);
  await red.getByLabel('내 이름').first().fill(redName);
  await red.getByRole('combobox', { name: '게임', exact: true }).selectOption({ label: '커넥트 포' });
  await red.getByRole('combobox', { name: '상대', exact: true }).selectOption({ label: '친구 (링크로 초대)' });
  await red.getByRole('combobox', { name: '내 자리' }).selectOption({ label: '빨강' });
  await red.getByRole('button', { name: '게임 만들기' }).click();
  await red.waitForURL(/\/r\/[2-9A-Z]{6}$/);
  const url = red.url();
  await blue.goto(url);
  await blue.getByLabel('내 이름').fill(blueName);
  await blue.getByRole('button', { name: '참가', exact: true }).click();
  await assert.doesNotReject(column(red, 'a').and(red.locator('[aria-disabled="false"]')).waitFor());
  return { red, blue, url };
}
