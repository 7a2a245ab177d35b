/**
 * The documents the soak's editor works on: a news article and a vacancy of its own, made over
 * Payload's REST API before the run and deleted after it, so the site's content is left as it was.
 */

/**
 * @param {string} origin
 * @param {{ email: string, password: string }} account
 */
export async function loginOverRest(origin, account) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  /** @type {{ token?: string }} */
  const { token } = await response.json()
  if (!token) throw new Error(`The editor could not log in (${response.status}): is the password right?`)
  return token
}

/** @typedef {{ collection: 'news' | 'vacancies', id: number, title: string }} EditorDocument */

/**
 * @param {string} origin
 * @param {string} token
 * @returns {Promise<EditorDocument[]>}
 */
export async function createEditorDocuments(origin, token) {
  const stamp = Date.now().toString(36)
  const now = new Date().toISOString()
  /** @type {[EditorDocument['collection'], Record<string, unknown>][]} */
  const drafts = [
    ['news', { title: `Duurtestbericht ${stamp}`, intro: 'Een bericht van de duurtest.', publishedAt: now }],
    [
      'vacancies',
      {
        title: `Duurtestvacature ${stamp}`,
        vacancyLocation: 'Utrecht',
        datePosted: now,
        salary: { min: 3000, max: 4000, unit: 'MONTH' },
      },
    ],
  ]
  /** @type {EditorDocument[]} */
  const documents = []
  for (const [collection, data] of drafts) {
    const response = await fetch(`${origin}/api/${collection}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ ...data, _status: 'published' }),
    })
    /** @type {{ doc?: { id: number, title: string }, errors?: unknown }} */
    const body = await response.json()
    if (!body.doc)
      throw new Error(`Creating the editor's ${collection} document failed: ${JSON.stringify(body.errors)}`)
    documents.push({ collection, id: body.doc.id, title: body.doc.title })
  }
  return documents
}

/**
 * @param {string} origin
 * @param {string} token
 * @param {EditorDocument[]} documents
 */
export async function deleteEditorDocuments(origin, token, documents) {
  for (const { collection, id } of documents) {
    await fetch(`${origin}/api/${collection}/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
  }
}
