import { describe, expect, it } from 'vitest';
import type { ChildDetailsData, ChildListData, ChildProfile, OrderItem } from '#shared/api/contract-accounts';
import type { Product } from '#shared/api/contract-commerce';
import { TestClient } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { freshLearner, itemsOf } from '../support/attempts';
import { pay, paytmCheckout, postPaytm, startPayment } from '../support/payments';
import { getItem, putItem, setFields } from '../support/table';
import catalogue from '../../infra/content/commerce/catalogue.json' with { type: 'json' };
import type { CourseDetails, CourseElement } from '#shared/api/contract';
import { putLicence, refOf } from '../support/licences';

/**
 * The server rules of the buyer journeys (docs/decisions.md, "Buyer journeys"): a parent acting for a
 * child buys for that child and no other, with the parent's account; a junior never buys; a purchase
 * for a child is that child's when it is paid; a parent choosing sees licences by name; dollar orders
 * carry no state and no GST; and the price charged is the price the buyer was shown.
 */
async function parentWithChildren(names: string[]) {
  const parent = await signUp({ parentName: 'Rekha Iyer' });
  const children: ChildProfile[] = [];
  for (const name of names)
    children.push(
      (await parent.client.post('/v1/childprofile', { child_name: name, child_grade: '5', child_avatar: 2 })).body.data
        .child,
    );
  return { ...parent, children };
}

async function actingFor(parent: TestClient, childId: string): Promise<TestClient> {
  const client = new TestClient();
  client.token = (await parent.post('/v1/usertoken', { child_id: childId })).body.data.token;
  return client;
}

const OLYMPIAD = 'English Olympiad Practice for Children';

describe('a parent acting for a child (the buyer access level)', () => {
  it('sees the children’s products, pays from the parent’s own account, and the course is that child’s at once', async () => {
    const {
      client: parent,
      userId: parentId,
      children: [ila, om],
    } = await parentWithChildren(['Ila Iyer', 'Om Iyer']);
    const acting = await actingFor(parent, ila!.child_id);
    const products = (await acting.get<Product[]>('/v1/products?international=0')).body.data;
    expect(products.map((p) => p.product_id)).toEqual([5004]);
    expect(products[0]).toMatchObject({ for_child: true, is_purchased: false });
    expect((await acting.get('/v1/products/5001')).body).toMatchObject({ code: 404, message: 'Product not available' });
    // The token names Ila: her brother is out of its reach, every way.
    expect((await acting.get(`/v1/product/5004/${om!.child_id}`)).body.code).toBe(404);
    expect((await startPayment(acting, { product_id: 5004, child_id: om!.child_id })).body).toMatchObject({
      code: 404,
      message: 'Child Token not found!',
    });
    expect((await startPayment(acting, { product_id: 5001 })).body).toMatchObject({
      code: 422,
      message: 'This course is for adults. Please choose a course made for children.',
    });
    expect((await acting.get('/v1/coupon/WELCOME10/5004')).body.data).toMatchObject({
      result: 'valid',
      discounted_price: 899,
    });

    const { start, processed } = await pay(acting, { product_id: 5004, coupon: 'WELCOME10', expected_amount: 899 });
    expect(processed.body).toMatchObject({
      code: 200,
      data: { isChildCourse: true, child_id: ila!.child_id, amount: 899 },
    });
    // The order and the licence are the parent's; the child holds the course.
    expect(await getItem(`USER#${parentId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({
      status: 'paid',
      childId: ila!.child_id,
      coupon: 'WELCOME10',
    });
    expect(await itemsOf(ila!.child_id, 'ORDER#')).toEqual([]);
    expect(await getItem(`USER#${parentId}`, `CHILDLICENCE#${start.params.ORDER_ID}`)).toMatchObject({
      childId: ila!.child_id,
      productName: OLYMPIAD,
    });
    const details = (await acting.get<ChildDetailsData>('/v1/childdetails')).body.data;
    expect(details.courses.map((c) => c.course_id)).toContain(300);
    expect(details.child.licences.map((l) => l.product_name)).toEqual([OLYMPIAD]);
    expect(await getItem(`USER#${ila!.child_id}`, 'PROFILE')).toMatchObject({ activeCourseId: '300' });
    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data;
    expect(list.childrenList.find((c) => c.child_id === om!.child_id)).toMatchObject({
      is_purchased: false,
      licences: [],
    });
    expect(list.unappliedLicences).toBe(0);
    // Bought once: the product page says so, and a second licence for her is refused.
    expect((await acting.get<Product>('/v1/products/5004')).body.data).toMatchObject({ is_purchased: true });
    expect((await startPayment(acting, { product_id: 5004 })).body).toMatchObject({
      code: 409,
      message: 'This child already has this course.',
    });
  });

  it('refuses a junior signed in themselves on every buying route', async () => {
    const {
      children: [tara],
    } = await parentWithChildren(['Tara Iyer']);
    const junior = await juniorSignIn(tara!.child_user_name, tara!.child_pin!);
    for (const answer of [
      await junior.get('/v1/products?international=0'),
      await junior.get('/v1/products/5004'),
      await junior.get('/v1/coupon/WELCOME10/5004'),
      await startPayment(junior, { product_id: 5004 }),
      await junior.post('/v1/log_payment', { log_data: 'ORDERID=x' }),
    ]) {
      expect(answer.body).toMatchObject({ code: 403, message: 'You do not have access to this.' });
    }
  });

  it('with their own token, a parent names their own child; a children’s product needs one, and an adult product is nobody’s child’s', async () => {
    const {
      client: parent,
      children: [ila],
    } = await parentWithChildren(['Ila Menon']);
    const {
      children: [stranger],
    } = await parentWithChildren(['Zed Khan']);
    expect((await startPayment(parent, { product_id: 5004 })).body).toMatchObject({
      code: 422,
      message: 'Please choose the child this course is for.',
    });
    expect((await startPayment(parent, { product_id: 5004, child_id: stranger!.child_id })).body).toMatchObject({
      code: 404,
      message: 'Child Token not found!',
    });
    expect((await startPayment(parent, { product_id: 5001, child_id: ila!.child_id })).body.code).toBe(422);
    const { processed } = await pay(parent, { product_id: 5004, child_id: ila!.child_id });
    expect(processed.body.data).toMatchObject({ child_id: ila!.child_id });
    const ilaNow = (await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList[0]!;
    expect(ilaNow).toMatchObject({
      is_purchased: true,
      is_parentpurchased: false,
      licences: [{ product_name: OLYMPIAD }],
    });
  });

  it('keeps the licence for the parent when the child is deleted before the payment completes, to give to another', async () => {
    const {
      client: parent,
      userId: parentId,
      children: [gone, stays],
    } = await parentWithChildren(['Gita Rao', 'Ravi Rao']);
    const start = (await startPayment(parent, { product_id: 5004, child_id: gone!.child_id })).body.data;
    expect((await parent.put('/v1/childprofile', { child_id: gone!.child_id, is_delete: true })).body.code).toBe(200);
    const { fields } = await paytmCheckout(start, 'approve');
    const callback = await postPaytm('paytmcallback', fields);
    const query = Object.fromEntries(new URL(callback.location!, 'http://localhost').searchParams);
    expect((await parent.post('/v1/processpayment', { ...query, ISWEB: 1 })).body.code).toBe(200);
    expect(await getItem(`USER#${parentId}`, `CHILDLICENCE#${start.params.ORDER_ID}`)).not.toHaveProperty('childId');
    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data;
    expect(list.unappliedLicences).toBe(1);
    expect(list.childrenList[0]).toMatchObject({
      child_id: stays!.child_id,
      available_licences: [{ product_name: OLYMPIAD }],
    });
    expect((await parent.post('/v1/childlicense', { child_id: stays!.child_id })).body).toMatchObject({
      code: 200,
      message: `${OLYMPIAD} applied to Ravi Rao.`,
    });
  });
});

describe('licences a parent applies', () => {
  it('asks which one when two could go, gives the one chosen by name, and never another parent’s', async () => {
    const {
      client: parent,
      userId: parentId,
      children: [ila],
    } = await parentWithChildren(['Ila Das']);
    const licence = (id: string, fields: Record<string, unknown>) =>
      putItem({
        pk: `USER#${parentId}`,
        sk: `CHILDLICENCE#${id}`,
        entity: 'childLicence',
        licenceId: id,
        courseType: 'online',
        purchasedAt: '2025-01-01T00:00:00.000Z',
        ...fields,
      });
    await licence('lic-speak', {
      productId: 'kids-speaking-test',
      productName: 'Kids Speaking Test',
      courseId: 683,
      courseTitle: 'Quick Speaking Drills',
      speakingTest: true,
    });
    await licence('lic-olympiad', {
      productId: '5004',
      productName: OLYMPIAD,
      courseId: 300,
      courseTitle: 'English Olympiad Practice',
    });
    expect((await parent.post('/v1/childlicense', { child_id: ila!.child_id })).body).toMatchObject({
      code: 409,
      message: 'Please choose which licence to give this child.',
    });
    const before = (await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList[0]!;
    expect(before.available_licences.map((l) => l.product_name).sort()).toEqual([
      'English Olympiad Practice for Children',
      'Kids Speaking Test',
    ]);

    // Another parent cannot give this parent's licence to their own child, nor this parent to theirs.
    const second = await parentWithChildren(['Om Das']);
    expect(
      (
        await second.client.post('/v1/childlicense', {
          child_id: second.children[0]!.child_id,
          licence_id: 'lic-olympiad',
        })
      ).body.code,
    ).toBe(409);
    expect(
      (await parent.post('/v1/childlicense', { child_id: second.children[0]!.child_id, licence_id: 'lic-olympiad' }))
        .body.code,
    ).toBe(404);
    const applied = await parent.post<ChildProfile>('/v1/childlicense', {
      child_id: ila!.child_id,
      licence_id: 'lic-olympiad',
    });
    expect(applied.body).toMatchObject({
      code: 200,
      data: { licences: [{ product_name: OLYMPIAD }], available_licences: [{ product_name: 'Kids Speaking Test' }] },
    });
    // The speaking-test card offers the speaking test, not the course.
    const acting = await actingFor(parent, ila!.child_id);
    expect((await acting.get<ChildDetailsData>('/v1/childdetails')).body.data.speaking_test).toMatchObject({
      state: 'licence',
      licence_id: 'lic-speak',
    });
    expect(
      (await parent.post('/v1/childlicense', { child_id: ila!.child_id, licence_id: 'lic-speak' })).body.code,
    ).toBe(200);
    expect((await acting.get<ChildDetailsData>('/v1/childdetails')).body.data.speaking_test.state).toBe('purchased');
    expect(
      (await parent.post('/v1/childlicense', { child_id: ila!.child_id, licence_id: 'lic-olympiad' })).body,
    ).toMatchObject({ code: 409 });
  });
});

describe('dollars and the price shown', () => {
  it('asks a dollar buyer no state, and their invoice has no Indian state and no GST; rupees still need one', async () => {
    const domestic = await freshLearner([]);
    expect((await startPayment(domestic.client, { product_id: 5001, state_name: undefined })).body).toMatchObject({
      code: 422,
      message: 'Please select State',
    });

    const { client, userId } = await freshLearner([]);
    await setFields(`USER#${userId}`, 'PROFILE', { international: true, fullName: 'Sam Okafor' });
    const started = await startPayment(client, {
      product_id: 5001,
      payment_type: 'stripe',
      state_name: undefined,
      expected_amount: 29,
    });
    expect(started.body.code, started.body.message).toBe(200);
    const order = await getItem(`USER#${userId}`, `ORDER#${started.body.data.params.ORDER_ID}`);
    expect(order).toMatchObject({ currency: 'USD', amount: 29 });
    expect(order).not.toHaveProperty('stateName');
    expect(order).not.toHaveProperty('isGst');
    const { stripeCheckout } = await import('../support/payments');
    const back = await stripeCheckout(started.body.data, 'approve');
    expect(
      (
        await client.post('/v1/processpayment', {
          ORDERID: back.ORDERID,
          payment_type: 'stripe',
          session_id: back.session_id,
          ISWEB: 1,
        })
      ).body.code,
    ).toBe(200);
    const [bought] = (await client.get<OrderItem[]>('/v1/orders')).body.data;
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(await (await fetch(bought!.bill!)).arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain('Invoice');
    expect(text).toContain('Place of supply: outside India');
    expect(text).toContain('USD 29.00');
    expect(text).not.toMatch(/State|GST|Tax Invoice/);
  });

  it('refuses to charge another price than the page showed, and writes no order', async () => {
    const { client, userId } = await freshLearner([]);
    const wrong = await startPayment(client, { product_id: 5001, coupon: 'WELCOME10', expected_amount: 1499 });
    expect(wrong.body).toMatchObject({
      code: 409,
      message: 'The price is now ₹1,349.00. Please check it and press Buy Now again.',
    });
    expect(await itemsOf(userId, 'ORDER#')).toEqual([]);
    expect(
      (await startPayment(client, { product_id: 5001, coupon: 'WELCOME10', expected_amount: 1349 })).body.code,
    ).toBe(200);
  });
});

describe('an organisation’s licence key', () => {
  it('enrols its holder in the key’s courses, signing in with it or applying it in Settings', async () => {
    const courses = [{ courseId: 315, courseTitle: 'Sunrise School English', courseType: 'online' }];
    const key = (n: string) => putLicence(n, { courses });
    const signInKey = `FLU-J${Date.now().toString(36).toUpperCase()}`;
    await key(signInKey);
    const login = await new TestClient().post('/v1/login', {
      login_id: `9${String(Date.now()).slice(-9)}`,
      pin: signInKey,
    });
    expect(login.body.code, login.body.message).toBe(200);
    expect(await getItem(`USER#${login.body.data.user_id}`, 'COURSE#315#ENROL')).toMatchObject({
      purchaseStatus: 'purchased',
      grantedBy: `orgLicence:${await refOf(signInKey)}`,
    });

    const { client, userId } = await freshLearner([]);
    const settingsKey = `${signInKey}S`;
    await key(settingsKey);
    expect((await client.post('/v1/licenses', { license_key: settingsKey })).body.code).toBe(200);
    expect(await getItem(`USER#${userId}`, 'COURSE#315#ENROL')).toMatchObject({
      courseTitle: 'Sunrise School English',
    });
  });
});

describe('what was paid for opens', () => {
  const elements = (course: CourseDetails): CourseElement[] => course.units.flatMap((u) => u.course_elements);
  const purchaseLocked = (e: CourseElement) =>
    e.element_lock_status && e.element_lock_message?.trim().toLowerCase() === 'purchase now';

  /**
   * A buyer of the product as the shop sells it: a child's parent acting for them, an international learner in
   * dollars, or a learner in rupees.
   */
  async function buyer(
    product: (typeof catalogue.products)[number],
  ): Promise<{ learner: TestClient; payer: TestClient; dollars: boolean }> {
    if (product.for_child) {
      const {
        client,
        children: [kid],
      } = await parentWithChildren(['Asha Kid']);
      const acting = await actingFor(client, kid!.child_id);
      return { learner: acting, payer: acting, dollars: false };
    }
    const fresh = await freshLearner([]);
    if (product.country === 2) await setFields(`USER#${fresh.userId}`, 'PROFILE', { international: true });
    return { learner: fresh.client, payer: fresh.client, dollars: product.country === 2 };
  }

  it('for every seeded product, every activity of every course it includes opens after the purchase, with no Buy Now left', async () => {
    const report: string[] = [];
    let heldBack = 0;
    for (const product of catalogue.products) {
      const { learner, payer, dollars } = await buyer(product);
      // Before: what the preview holds back until purchase (Buy Now) in each course.
      for (const courseId of product.courses)
        heldBack += elements((await learner.get<CourseDetails>(`/v1/courses/${courseId}/1`)).body.data).filter(
          purchaseLocked,
        ).length;
      if (dollars) {
        const { stripeCheckout } = await import('../support/payments');
        const started = await startPayment(payer, {
          product_id: product.product_id,
          payment_type: 'stripe',
          state_name: undefined,
        });
        const back = await stripeCheckout(started.body.data, 'approve');
        expect(
          (
            await payer.post('/v1/processpayment', {
              ORDERID: back.ORDERID,
              payment_type: 'stripe',
              session_id: back.session_id,
              ISWEB: 1,
            })
          ).body.code,
        ).toBe(200);
      } else {
        expect((await pay(payer, { product_id: product.product_id })).processed.body.code, product.product_name).toBe(
          200,
        );
      }
      for (const courseId of product.courses) {
        const course = (await learner.get<CourseDetails>(`/v1/courses/${courseId}`)).body.data;
        expect(course.purchase_status, `${product.product_name}: course ${courseId}`).toBe('purchased');
        for (const e of elements(course)) {
          expect(purchaseLocked(e), `${product.product_name}: ${e.element_name} still says Buy Now`).toBe(false);
          if (e.element_lock_status) {
            // The course's own pacing (a reveal date, 'complete any N activities') is not a purchase: it says when it
            // opens.
            expect(e.element_lock_message, `${e.element_name}`).toMatch(/opens on|complete any \d+ activities|wait/i);
            report.push(`${courseId}/${e.element_name}: ${e.element_lock_message}`);
            continue;
          }
          const opened = await learner.get(`/v1/fetchinstructions/${courseId}/${e.elementID}`);
          expect(opened.body.code, `${product.product_name}: ${e.element_name} (${opened.body.message})`).toBe(200);
        }
      }
    }
    // The seeded packages do hold activities back until purchase (Everyday English's 'Writing a short email').
    expect(heldBack).toBeGreaterThan(0);
    console.log(
      `[paid content] ${catalogue.products.length} products bought; paced, not purchase, locks left: ${report.join('; ') || 'none'}`,
    );
  });
});
