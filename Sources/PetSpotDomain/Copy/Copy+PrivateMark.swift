extension Copy {
    /// The mark kept back ("something only you know"): the wizards', the manage page's and the mail's words.
    public enum PrivateMark {
        public static var label: String { Copy.text("privateMark.label") }
        public static var placeholder: String { Copy.text("privateMark.placeholder") }
        /// How an owner uses it.
        public static var ownersUse: String { Copy.text("privateMark.ownersUse") }
        /// How a finder uses it.
        public static var findersUse: String { Copy.text("privateMark.findersUse") }
    }
}
