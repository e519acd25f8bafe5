import { buyerInvoices } from './invoices';

/**
 * Namespace `buyer` — the buyer area's texts (mfe-buyer). All buyer-area texts live here (not in the remote), so the
 * header language switch changes them at once.
 */
export const buyer = {
  title: 'Buyer',
  pages: {
    dashboard: 'Buyer Dashboard',
    rounds: 'Explore Rounds',
    cart: 'Shopping Cart',
    orders: 'Order History',
    invoices: 'Proforma Invoices',
    team: 'Team',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no buyer page at this address.',
    back: 'Go to the buyer dashboard',
  },
  standalone: {
    banner: 'Standalone mode',
    detail: 'The buyer area runs alone with a stand-in buyer session; API calls go to the edge.',
  },
  browseRounds: 'Browse Rounds',
  viewCart: 'View Cart',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  units_one: '{{count}} unit',
  units_other: '{{count}} units',
  products_one: '{{count}} product',
  products_other: '{{count}} products',
  moqPercent: '{{percent}}% MOQ',
  dashboard: {
    subtitle: 'Your group purchases at a glance',
    /** A buyer account without a company cannot buy until an admin assigns one. */
    noCompany: {
      title: 'Your account has no company yet',
      description:
        'You can look at rounds, but you cannot add to a cart or place orders until an administrator links your account to your company. Please contact the marketplace administrator.',
    },
    stats: {
      openRounds: 'Open Rounds',
      cartItems: 'Cart Items',
      totalOrders: 'Total Orders',
      totalValue: 'Total Value',
    },
    cartActivity: {
      title: 'Cart Activity',
      empty: 'No items in your cart yet',
    },
    recentOrders: {
      title: 'Recent Orders',
      empty: 'No orders yet',
    },
    /** Spec §2.4: the dashboard labels statuses Pending / Approved / Cancelled. */
    status: {
      pending: 'Pending',
      approved: 'Approved',
      cancelled: 'Cancelled',
    },
  },
  rounds: {
    subtitle: 'Join group purchases from approved rounds',
    searchPlaceholder: 'Search by round, description or supplier...',
    tabs: { grid: 'Grid', list: 'List' },
    closes: 'Closes {{date}}',
    opens: 'Opens {{date}}',
    noDeadline: 'No deadline',
    /** The time of day, and how long is left while it is near. */
    closesIn: 'Closes {{date}} · {{when}}',
    opensIn: 'Opens {{date}} · {{when}}',
    closedAt: 'Closed {{date}}',
    viewProducts: 'View Products',
    emptyTitle: 'No Rounds Available',
    emptyText: 'There are no approved rounds to show right now. Please check back later.',
  },
  /** The MOQ bar's split: units in placed orders apart from units still in carts. */
  moqSplit: {
    units: 'Ordered: {{ordered}} · In carts: {{inCarts}}',
    rule: 'Only units in placed orders count toward the MOQ when the round closes; units in carts do not.',
    /** Flexible units offered in placed orders: the bar's hatched segment. */
    flex_one: 'Flexible: {{count}} unit',
    flex_other: 'Flexible: {{count}} units',
    flexRule:
      'Flexible units offered in placed orders: called in at the close only if they let the product reach its MOQ.',
    /** Units in buying-team orders waiting for their company's approval: not counted yet. */
    held_one: 'Awaiting approval: {{count}} unit',
    held_other: 'Awaiting approval: {{count}} units',
    heldRule:
      "Units in orders waiting for their company's approval: they count toward the MOQ only once approved before the close.",
  },
  dialog: {
    fill: {
      soFar: 'Container fill so far: {{plan}}',
      atClose: 'Container fill at the close: {{plan}}',
    },
    supplierLine_one: 'Supplier: {{name}} • {{count}} product available',
    supplierLine_other: 'Supplier: {{name}} • {{count}} products available',
    pricePerUom: '{{price}} {{perUnit}}',
    landed: 'Landed: {{price}} {{perUnit}} ({{groupPrice}} + {{freight}} freight)',
    landedHelp:
      'With your share of the round’s freight, shared by {{basis}}, at the price the group reaches with these units.',
    landedBasis: { gross_weight: 'gross weight', volume: 'volume' },
    /** Before a quantity is chosen there is no landed price: one pack's share would read as the price. */
    landedPrompt: 'Landed: choose a quantity to see the price with your share of the freight',
    /** The share is the freight over the group's load now: more units in the round lower it. */
    landedSoFar: 'So far: your freight share per unit falls as the group grows.',
    unitsPerPack_one: '{{count}} unit per pack',
    unitsPerPack_other: '{{count}} units per pack',
    committedOfMoq: '{{committed}} / {{moq}} committed',
    maxAvailable_one: 'Max available: {{count}} unit',
    maxAvailable_other: 'Max available: {{count}} units',
    /** What is left to buy under the cap: the cap minus everyone's committed units. */
    unitsLeft_one: '{{count}} unit left to buy',
    unitsLeft_other: '{{count}} units left to buy',
    soldOut: 'Sold out',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    addToCart: 'Add to Cart',
    empty: 'No products available in this round',
    footer: 'Items added to cart will be saved automatically',
    noImage: 'No image',
    opensAlert: 'This round opens {{date}}. Products can be added from then.',
    endActionLabel: 'At the closing date',
    /** The supplier's end action, as the buyer reads it on the round. */
    endActions: {
      confirm_met:
        'Products that reach their MOQ are confirmed; the others are released and leave every order.',
      confirm_all: 'Every product is confirmed, whether or not it reaches its MOQ.',
      extend_once_one:
        'If a product is below its MOQ, the deadline moves once by {{count}} day; then products that reached their MOQ are confirmed and the others released.',
      extend_once_other:
        'If a product is below its MOQ, the deadline moves once by {{count}} days; then products that reached their MOQ are confirmed and the others released.',
    },
    extended: 'Deadline extended once',
    /** A product's outcome once its round closed. */
    outcomes: {
      met: 'Met MOQ',
      confirmed: 'Confirmed',
      released: 'Released: MOQ not reached',
    },
  },
  /** Price breaks: the group's price now and the next break. */
  breaks: {
    next_one: '{{count}} more unit to {{price}}',
    next_other: '{{count}} more units to {{price}}',
    best: 'Best group price reached',
    tiers: 'Group prices: {{tiers}}',
    tier: 'from {{qty}}: {{price}}',
    listPrice: 'List price {{price}}',
    explain:
      'Everyone pays the break the group reaches: your order is re-priced at the final break when the round closes, never upwards.',
  },
  cart: {
    subtitle: 'One cart per round; each order goes to an administrator for approval',
    selectCart: 'Cart',
    cartOption_one: '{{title}} — {{supplier}} ({{count}} item)',
    cartOption_other: '{{title}} — {{supplier}} ({{count}} items)',
    supplier: 'Supplier: {{name}}',
    round: 'Round: {{title}}',
    currentOfMoq: '{{committed}} / {{moq}} MOQ',
    max: 'Max: {{count}}',
    noMax: 'No max',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    remove: 'Remove',
    warning_one: 'This product needs {{count}} more unit to reach MOQ',
    warning_other: 'This product needs {{count}} more units to reach MOQ',
    legend: {
      title: 'MOQ progress',
      met: 'MOQ met (100% or more)',
      close: 'Close to MOQ (80–99%)',
      danger: 'Needs more orders (below 80%)',
    },
    summary: {
      title: 'Order Summary',
      totalItems: 'Total items',
      subtotal: 'Subtotal',
      total: 'Total',
      placeOrder: 'Place Order',
      saveForLater: 'Save for Later',
    },
    /** What Save for Later tells: a cart is kept until ordered or the round closes. */
    saved: {
      title: 'Saved for later',
      untilClose:
        'Your cart in “{{round}}” stays here with its quantities until you place the order or the round closes ({{date}}). Its units keep counting toward each MOQ.',
      untilOrder:
        'Your cart in “{{round}}” stays here with its quantities until you place the order. Its units keep counting toward each MOQ.',
    },
    /** A line's flexible commitment: "And up to [12] more if the group needs it". */
    flex: {
      before: 'And up to',
      after: 'more if the group needs it',
      label: 'Flexible units',
      rule: 'Flexible units are called in only if the product is short of its MOQ at the close and they let it reach it: earliest orders first, never past the product’s maximum. You pay for called units at the final price.',
    },
    emptyTitle: 'Your cart is empty',
    emptyText: 'Explore the rounds and add products to join a group purchase.',
  },
  orders: {
    subtitle: 'Orders you placed and their approval status',
    searchPlaceholder: 'Search by order number, round, supplier or product...',
    statusFilter: {
      label: 'Status',
      all: 'All Status',
      pending_company: 'Awaiting Company Approval',
      pending_admin: 'Pending Approval',
      approved: 'Approved',
      partially_shipped: 'Partially Shipped',
      shipped: 'Shipped',
      delivered: 'Delivered',
      rejected: 'Rejected',
      completed: 'Completed',
    },
    columns: {
      order: 'Order',
      roundSupplier: 'Round / Supplier',
      status: 'Status',
      total: 'Total',
      items: 'Items',
      date: 'Date',
      details: 'Details',
    },
    viewDetails: 'View Details',
    placedBy: 'by {{name}}',
    details: {
      title: 'Order {{number}}',
      totalValue: 'Total Value',
      productTypes: 'Product Types',
      totalUnits: 'Total Units',
      items: 'Items',
      status: 'Status',
      placed: 'Placed',
      line: '{{price}} x {{qty}}',
      released: 'Released: MOQ not reached',
      freight: 'Freight (estimate)',
      /** What the buyer pays: the goods' Total Value plus the freight share (as the invoice's total). */
      totalWithFreight: 'Total with Freight',
      freightBasis: {
        gross_weight: 'your share of the round’s freight by gross weight',
        volume: 'your share of the round’s freight by volume',
      },
      releasedHelp:
        'These products did not reach their MOQ when the round closed: they are not part of the order or its totals.',
      shortBy_one:
        'Missed its MOQ by 1 unit: {{ordered}} of {{moq}} in orders at the close; 1 more would have met it.',
      shortBy_other:
        'Missed its MOQ by {{count}} units: {{ordered}} of {{moq}} in orders at the close; {{count}} more would have met it.',
      /** Flexible commitments: a line's offer, and what the close called in. */
      flex_one: 'Flexible: up to {{count}} more unit',
      flex_other: 'Flexible: up to {{count}} more units',
      flexCalled_one: '1 flexible unit called in at the close',
      flexCalled_other: '{{count}} flexible units called in at the close',
      /** After `shortBy`: the flex offered at the seal could not reach the MOQ, so none was called. */
      flexOffered_one: 'Flexible units offered: 1, not enough to reach it.',
      flexOffered_other: 'Flexible units offered: {{count}}, not enough to reach it.',
      /** A member's order over a spending limit, held for the company's approver. */
      companyApproval: {
        label: 'Company approval',
        pending: 'Over your spending limit ({{limits}}): waiting for your company’s approval',
        approved: 'Approved by {{name}} on {{date}}',
        rejected: 'Rejected by {{name}}: {{reason}}',
        released: 'Released: the round closed before your company approved it',
        someone: 'your company',
      },
    },
    emptyTitle: 'No orders yet',
    emptyText: 'Orders you place from your carts will appear here.',
    noMatch: 'No orders match your search.',
  },
  toast: {
    error: 'Error',
    loadRoundProductsFailed: 'Failed to load round products',
    addFailed: 'Failed to add item to cart. Please try again.',
    loadCartsFailed: 'Failed to load carts',
    loadCartItemsFailed: 'Failed to load cart items',
    updateFailed: 'Failed to update quantity',
    flexFailed: 'Failed to update the flexible units',
    /** An order line's flex saved. */
    orderFlexUpdated: 'Flexible units updated',
    removeFailed: 'Failed to remove item',
    loginRequired: 'Please log in to add items to cart',
    quantityRequired: 'Please select a quantity greater than 0',
    added_one: 'Added {{count}} unit of {{product}} to cart',
    added_other: 'Added {{count}} units of {{product}} to cart',
    cartUpdated: 'Cart updated',
    itemRemoved: 'Item removed from cart',
    orderPlacedTitle: 'Order Placed Successfully!',
    orderPlacedText: 'Your order has been sent for admin approval.',
    orderFailedTitle: 'Error Placing Order',
    loadOrdersFailed: 'Failed to load orders',
  },
  /** Buying teams: the approver's Team page, and a member's own limits. */
  team: {
    subtitle: 'Your buying team: spending limits, orders waiting for your approval and who did what',
    roles: { approver: 'Approver', member: 'Member' },
    limitKinds: { per_order: 'per order', per_month: 'per month' },
    /** Joins the limits an order went over: "per order / per month". */
    limitsJoin: ' / ',
    noLimit: 'No limit',
    limitPerOrder: '{{amount}} per order',
    limitPerMonth: '{{amount}} per month',
    nothingSpent: 'Nothing yet',
    members: {
      title: 'Members',
      name: 'Name',
      email: 'E-mail',
      role: 'Role',
      limits: 'Spending limits',
      spent: 'Spent this month',
      actions: 'Actions',
      setLimits: 'Set limits',
      empty: 'No members in your team yet.',
    },
    limitsDialog: {
      title: 'Spending limits of {{name}}',
      help: 'Per currency: the most one order may total, and the most this member’s orders may total in a calendar month. Leave a field empty for no limit. An order over a limit waits for your approval.',
      currency: 'Currency',
      perOrder: 'Per order',
      perMonth: 'Per month',
      perOrderLabel: '{{currency}} per order',
      perMonthLabel: '{{currency}} per month',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Spending limits saved',
      failed: 'Failed to save the spending limits',
    },
    carts: {
      title: 'Carts being prepared',
      empty: 'No one in your team has a cart in an open round.',
      member: 'Member',
      round: 'Round',
      items: 'Items',
      subtotal: 'Subtotal',
      closes: 'Round closes',
    },
    approvals: {
      title: 'Waiting for your approval',
      empty: 'No orders are waiting for your approval.',
      order: 'Order',
      round: 'Round',
      member: 'Member',
      total: 'Total',
      exceeded: 'Over the limit',
      actions: 'Actions',
      approve: 'Approve',
      reject: 'Reject',
      approved: 'Order {{number}} approved: it goes on to the marketplace’s admin',
      rejected: 'Order {{number}} rejected',
      failed: 'Failed to record your decision',
      rejectTitle: 'Reject order {{number}}',
      reason: 'Reason',
      reasonPlaceholder: 'Tell the member why',
      reasonRequired: 'Please give a reason',
      confirmReject: 'Reject order',
      cancel: 'Cancel',
      waiting_one: '{{count}} order waiting',
      waiting_other: '{{count}} orders waiting',
    },
    settings: {
      title: 'Company time zone',
      help: 'Monthly limits count the orders of each calendar month in this time zone.',
      label: 'Time zone',
      saved: 'Time zone saved',
      failed: 'Failed to save the time zone',
    },
    activity: {
      title: 'Activity',
      empty: 'Nothing has happened in your team yet.',
      closing: 'The round’s close',
      order_held: '{{member}}’s order {{order}} went over a spending limit and waits for approval',
      order_company_approved: '{{actor}} approved {{member}}’s order {{order}}',
      order_company_rejected: '{{actor}} rejected {{member}}’s order {{order}}',
      order_company_rejected_reason: '{{actor}} rejected {{member}}’s order {{order}}: {{reason}}',
      order_released_unapproved:
        '{{member}}’s order {{order}} was released: the round closed before it was approved',
      limits_changed: '{{actor}} changed the spending limits of {{member}}',
      time_zone_changed: '{{actor}} changed the company time zone to {{timeZone}}',
    },
    mine: {
      title: 'Your spending limits',
      text: 'Your company’s approver sets your spending limits. An order over one of them waits for the approver before it goes on to the marketplace’s admin.',
      noTeam: 'You are not part of a buying team.',
      limits: 'Limits',
      spent: 'Spent this month',
      month: 'Month {{month}} ({{timeZone}})',
      loadFailed: 'Failed to load your spending limits',
    },
    loadFailed: 'Failed to load your team',
    activityFailed: 'Failed to load the team’s activity',
  },
  invoices: buyerInvoices,
};
