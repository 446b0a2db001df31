/**
 * About and credits: the data and libraries the workbench ships whose terms ask for credit.
 * The IGP24 group labels 24T<t> follow the GAP transitive groups library (TransGrp), whose data is
 * under the Artistic License 2.0 and whose mathematics the package asks to be acknowledged.
 */
export function AboutCredits() {
  return (
    <section className="card section" aria-labelledby="about-h" data-testid="about-credits">
      <h2 id="about-h">About and credits</h2>
      <p>
        IGP24 group labels <code>24T1</code>…<code>24T25000</code> and the likely-group table use the
        numbering of the GAP transitive groups library <strong>TransGrp</strong> (Alexander Hulpke; its data
        is licensed under the Artistic License 2.0). The transitive groups of degree up to 30 were determined
        by Hulpke (J. Symbolic Comput., 2005). The table of cycle types was computed with GAP 4.12.1 and
        TransGrp 3.6.3.
      </p>
    </section>
  );
}
